/**
 * The mails K-lama sends, in the recipient's language: a subject, a plain-text body and an HTML body made from
 * the same lines. Every value is text; the HTML escapes it (a username is whatever its owner typed).
 */
import escapeHtml from 'escape-html';
import type { MailLanguage } from '@klama/contract';
import { NOTICE_COPY, type EpisodeLine } from './notice-copy.js';

export type { MailLanguage } from '@klama/contract';

/** Notices of a change to how the account signs in, sent to its address after the change (nothing to click). */
export const SECURITY_NOTICE_KINDS = [
  'two-factor-on',
  'two-factor-off',
  'recovery-codes-new',
  'password-changed',
  'password-set-by-reset',
  'passkey-added',
] as const;
export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];
/** Mail about episodes (decision 0050): each carries RFC 8058 one-click unsubscribe. */
export const EPISODE_MAIL_KINDS = ['new-episodes', 'digest-daily', 'digest-weekly', 'notification-test'] as const;
export type EpisodeMailKind = (typeof EPISODE_MAIL_KINDS)[number];
export const MAIL_KINDS = ['password-reset', 'verify-email', 'email-changed', ...SECURITY_NOTICE_KINDS, ...EPISODE_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailValues {
  username: string;
  /** the link the mail is for (absent from a notice that asks for nothing) */
  link?: string;
  /** how long the link works, in minutes */
  minutes?: number;
  /** email-changed: the new address */
  newAddress?: string;
  /** passkey-added: the name its owner gave it */
  passkeyName?: string;
  /** new-episodes and digests: the episodes, one line each */
  episodes?: EpisodeLine[];
  /** the first day of a digest's period (YYYY-MM-DD, the fan's local date) */
  period?: string;
  /** mail about episodes: the one-click unsubscribe page */
  unsubscribeLink?: string;
}

export interface Site {
  name: string;
  url: string;
}

interface Copy {
  subject: string;
  greeting: string;
  lines: string[];
  action?: string;
  /** after the action: when the link stops working, and what to do if the mail was unexpected */
  footer: string[];
}

type Write = (v: MailValues) => Copy;

const NOTICE: Record<MailLanguage, { greeting: (v: MailValues) => string; action: string; footer: string[] }> = {
  en: {
    greeting: (v) => `Hello ${v.username},`,
    action: 'Review your settings',
    footer: ['If this was you, there is nothing to do. If it was not, reset your password at once and review Settings.'],
  },
  ko: {
    greeting: (v) => `${v.username}님, 안녕하세요.`,
    action: '설정 확인하기',
    footer: ['본인이 한 일이라면 따로 할 일은 없습니다. 본인이 아니라면 바로 비밀번호를 재설정하고 설정을 확인하세요.'],
  },
};

/** A security notice: what changed, a link to Settings to review it, and what to do if it was not the owner. */
const notice = (language: MailLanguage, v: MailValues, subject: string, line: string): Copy => ({
  subject,
  greeting: NOTICE[language].greeting(v),
  lines: [line],
  action: NOTICE[language].action,
  footer: NOTICE[language].footer,
});

const EPISODES: Record<MailLanguage, { greeting: (v: MailValues) => string; action: string; unsubscribe: string }> = {
  en: {
    greeting: (v) => `Hello ${v.username},`,
    action: 'Open your calendar',
    unsubscribe: 'You get this mail because of your notification settings. Unsubscribe from these mails:',
  },
  ko: {
    greeting: (v) => `${v.username}님, 안녕하세요.`,
    action: '내 캘린더 열기',
    unsubscribe: '알림 설정에 따라 보내는 메일입니다. 이 메일 받지 않기:',
  },
};

/** Mail about episodes: a line per episode, a link to the calendar and the unsubscribe link at the foot. */
const episodes = (language: MailLanguage, v: MailValues, subject: string, intro: string): Copy => ({
  subject,
  greeting: EPISODES[language].greeting(v),
  lines: [intro, ...(v.episodes ?? []).map((e) => `• ${NOTICE_COPY[language].episodeLine(e)}`)],
  action: EPISODES[language].action,
  footer: v.unsubscribeLink ? [`${EPISODES[language].unsubscribe} ${v.unsubscribeLink}`] : [],
});

const COPY: Record<MailLanguage, Record<MailKind, Write>> = {
  en: {
    'password-reset': (v) => ({
      subject: 'Reset your K-lama password',
      greeting: `Hello ${v.username},`,
      lines: ['Someone asked to reset the password of your K-lama account. If it was you, choose a new password here:'],
      action: 'Choose a new password',
      footer: [
        `The link works once, for ${v.minutes} minutes. Choosing a new password signs you out everywhere.`,
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
    }),
    'verify-email': (v) => ({
      subject: 'Confirm your email address for K-lama',
      greeting: `Hello ${v.username},`,
      lines: ['Confirm that this is your address, so that you can always get back into your account:'],
      action: 'Confirm my address',
      footer: [`The link works for ${Math.round((v.minutes ?? 0) / 60)} hours.`, 'If you have no K-lama account, ignore this mail.'],
    }),
    'email-changed': (v) => ({
      subject: 'Your K-lama email address was changed',
      greeting: `Hello ${v.username},`,
      lines: [`The email address of your K-lama account was changed to ${v.newAddress}.`],
      footer: ['If you did not change it, reset your password at once and write to us.'],
    }),
    'two-factor-on': (v) =>
      notice(
        'en',
        v,
        'Two-step sign-in is on for your K-lama account',
        'Two-step sign-in was turned on for your K-lama account. From now on, signing in with your password also asks for a code from your authenticator app.',
      ),
    'two-factor-off': (v) =>
      notice(
        'en',
        v,
        'Two-step sign-in is off for your K-lama account',
        'Two-step sign-in was turned off for your K-lama account. Signing in now needs only your password.',
      ),
    'recovery-codes-new': (v) =>
      notice(
        'en',
        v,
        'New recovery codes for your K-lama account',
        'New recovery codes were made for your K-lama account. The old ones no longer work.',
      ),
    'password-changed': (v) =>
      notice(
        'en',
        v,
        'Your K-lama password was changed',
        'The password of your K-lama account was changed, and your other devices were signed out.',
      ),
    'password-set-by-reset': (v) =>
      notice(
        'en',
        v,
        'Your K-lama password was reset',
        'A new password was chosen for your K-lama account with a link mailed to this address, and every device was signed out.',
      ),
    'passkey-added': (v) =>
      notice(
        'en',
        v,
        'A passkey was added to your K-lama account',
        `A passkey named “${v.passkeyName}” was added to your K-lama account. It can now sign in to your account.`,
      ),
    'new-episodes': (v) =>
      episodes(
        'en',
        v,
        v.episodes?.length === 1 ? 'A new episode for you on K-lama' : 'New episodes for you on K-lama',
        'New episodes of the dramas you follow:',
      ),
    'digest-daily': (v) => episodes('en', v, `Your K-lama digest for ${v.period}`, 'Episodes of the dramas you follow airing today:'),
    'digest-weekly': (v) =>
      episodes('en', v, `Your K-lama digest for the week of ${v.period}`, 'Episodes of the dramas you follow airing this week:'),
    'notification-test': (v) =>
      episodes('en', v, NOTICE_COPY.en.testTitle, 'This is a test: notices about new episodes reach you at this address.'),
  },
  ko: {
    'password-reset': (v) => ({
      subject: 'K-lama 비밀번호 재설정',
      greeting: `${v.username}님, 안녕하세요.`,
      lines: ['K-lama 계정의 비밀번호 재설정이 요청되었습니다. 본인이 요청했다면 아래에서 새 비밀번호를 정하세요.'],
      action: '새 비밀번호 정하기',
      footer: [
        `이 링크는 ${v.minutes}분 동안 한 번만 쓸 수 있습니다. 새 비밀번호를 정하면 모든 기기에서 로그아웃됩니다.`,
        '요청한 적이 없다면 이 메일을 무시하세요. 비밀번호는 그대로입니다.',
      ],
    }),
    'verify-email': (v) => ({
      subject: 'K-lama 이메일 주소 확인',
      greeting: `${v.username}님, 안녕하세요.`,
      lines: ['언제든 계정을 되찾을 수 있도록 이 주소가 본인의 것인지 확인해 주세요.'],
      action: '주소 확인하기',
      footer: [`이 링크는 ${Math.round((v.minutes ?? 0) / 60)}시간 동안 유효합니다.`, 'K-lama 계정이 없다면 이 메일을 무시하세요.'],
    }),
    'email-changed': (v) => ({
      subject: 'K-lama 이메일 주소가 변경되었습니다',
      greeting: `${v.username}님, 안녕하세요.`,
      lines: [`K-lama 계정의 이메일 주소가 ${v.newAddress}(으)로 변경되었습니다.`],
      footer: ['본인이 변경하지 않았다면 바로 비밀번호를 재설정하고 저희에게 알려 주세요.'],
    }),
    'two-factor-on': (v) =>
      notice(
        'ko',
        v,
        'K-lama 2단계 로그인이 켜졌습니다',
        'K-lama 계정에 2단계 로그인이 켜졌습니다. 이제 비밀번호로 로그인하면 인증 앱의 코드도 입력해야 합니다.',
      ),
    'two-factor-off': (v) =>
      notice(
        'ko',
        v,
        'K-lama 2단계 로그인이 꺼졌습니다',
        'K-lama 계정의 2단계 로그인이 꺼졌습니다. 이제 비밀번호만으로 로그인할 수 있습니다.',
      ),
    'recovery-codes-new': (v) =>
      notice(
        'ko',
        v,
        'K-lama 복구 코드가 새로 만들어졌습니다',
        'K-lama 계정의 복구 코드가 새로 만들어졌습니다. 이전 복구 코드는 더 이상 쓸 수 없습니다.',
      ),
    'password-changed': (v) =>
      notice('ko', v, 'K-lama 비밀번호가 변경되었습니다', 'K-lama 계정의 비밀번호가 변경되었고, 다른 기기에서는 로그아웃되었습니다.'),
    'password-set-by-reset': (v) =>
      notice(
        'ko',
        v,
        'K-lama 비밀번호가 재설정되었습니다',
        '이 주소로 보낸 링크로 K-lama 계정의 새 비밀번호가 정해졌고, 모든 기기에서 로그아웃되었습니다.',
      ),
    'passkey-added': (v) =>
      notice(
        'ko',
        v,
        'K-lama 계정에 패스키가 추가되었습니다',
        `K-lama 계정에 “${v.passkeyName}” 패스키가 추가되었습니다. 이제 이 패스키로 계정에 로그인할 수 있습니다.`,
      ),
    'new-episodes': (v) => episodes('ko', v, 'K-lama 새 에피소드 알림', '팔로우하는 드라마의 새 에피소드입니다.'),
    'digest-daily': (v) => episodes('ko', v, `K-lama ${v.period} 요약`, '오늘 방영하는 팔로우 드라마 에피소드입니다.'),
    'digest-weekly': (v) => episodes('ko', v, `K-lama ${v.period} 주간 요약`, '이번 주에 방영하는 팔로우 드라마 에피소드입니다.'),
    'notification-test': (v) => episodes('ko', v, NOTICE_COPY.ko.testTitle, '테스트 메일입니다. 새 에피소드 알림이 이 주소로 옵니다.'),
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(kind: MailKind, language: MailLanguage, values: MailValues, site: Site): RenderedMail {
  const copy = COPY[language][kind](values);
  const text = [
    copy.greeting,
    '',
    ...copy.lines,
    ...(values.link ? ['', values.link] : []),
    '',
    ...copy.footer,
    '',
    '—',
    `${site.name} · ${site.url}`,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button =
    values.link && copy.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="background:#e0457b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(copy.action)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(values.link)}</p>`
      : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f6;font-family:system-ui,-apple-system,'Segoe UI','Noto Sans KR',sans-serif;color:#1a1a1f;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#e0457b">${escapeHtml(site.name)}</p>
${[copy.greeting, ...copy.lines].map(paragraph).join('\n')}
${button}
${copy.footer.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#555555"><a href="${escapeHtml(site.url)}" style="color:#555555">${escapeHtml(site.url)}</a></p>
</div></body></html>`;
  return { subject: copy.subject, text, html };
}

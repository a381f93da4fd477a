/**
 * RFC 8058 one-click unsubscribe (decision 0050), no sign-in: `POST mail/unsubscribe/{token}` turns the fan's digest
 * and new-episode mail off (a mail provider's one-click POST, or the page's button); the link's `GET` is a page with
 * that button and changes nothing (mail scanners open links). A forged token: 400 `mail.badUnsubscribeToken`; a token
 * used again: the same success.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import escapeHtml from 'escape-html';
import { MAIL_NOTICE_MESSAGES, type MailLanguage } from '@klama/contract';
import { resolveJwtSecret } from '../accounts/jwt-secret.js';
import { badRequest } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { mailLanguageOf, unsubscribeFromMail } from './settings.queries.js';
import { unsubscribeTokenUser } from './unsubscribe-token.js';

const PAGE: Record<MailLanguage, { title: string; ask: string; button: string; done: string; bad: string }> = {
  en: {
    title: 'Unsubscribe from K-lama mail',
    ask: 'Stop the digest and new-episode mails from K-lama? You can turn them on again in Settings → Notifications.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed: K-lama sends you no more digests or new-episode mails.',
    bad: 'This unsubscribe link is not valid.',
  },
  ko: {
    title: 'K-lama 메일 수신 거부',
    ask: 'K-lama의 요약 메일과 새 에피소드 메일을 그만 받을까요? 설정 → 알림에서 다시 켤 수 있습니다.',
    button: '수신 거부',
    done: '수신 거부되었습니다. 이제 K-lama에서 요약 메일과 새 에피소드 메일을 보내지 않습니다.',
    bad: '올바르지 않은 수신 거부 링크입니다.',
  },
};

const page = (language: MailLanguage, title: string, body: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1f">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>
${body}
</body></html>`;

export const mailUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const secret = resolveJwtSecret(app.config);
  // RFC 8058's POST is a form (List-Unsubscribe=One-Click); its body says nothing more than the URL does
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, {}),
  );
  const fanOf = (token: string) => {
    const userId = unsubscribeTokenUser(secret, token);
    if (userId === null) throw badRequest(MAIL_NOTICE_MESSAGES.badUnsubscribeToken);
    return userId;
  };
  const languageOf = async (userId: number) => (await mailLanguageOf(db, userId)) ?? 'en';

  route(
    app,
    'mailUnsubscribePage',
    async (req, reply) => {
      const userId = unsubscribeTokenUser(secret, req.params.token);
      const copy = PAGE[userId === null ? 'en' : await languageOf(userId)];
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
      if (userId === null) return reply.code(400).send(page('en', copy.title, `<p>${escapeHtml(copy.bad)}</p>`));
      return reply.send(
        page(
          (await languageOf(userId)) as MailLanguage,
          copy.title,
          `<p>${escapeHtml(copy.ask)}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${escapeHtml(copy.button)}</button></form>`,
        ),
      );
    },
    { onRequest: app.authLimit('unsubscribePerIp') },
  );

  route(
    app,
    'mailUnsubscribe',
    async (req, reply) => {
      const userId = fanOf(req.params.token);
      await unsubscribeFromMail(db, userId);
      reply.header('cache-control', 'no-store');
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply.send({ status: 'ok' });
      const language = await languageOf(userId);
      const copy = PAGE[language];
      return reply.type('text/html; charset=utf-8').send(page(language, copy.title, `<p>${escapeHtml(copy.done)}</p>`));
    },
    { onRequest: app.authLimit('unsubscribePerIp') },
  );
};

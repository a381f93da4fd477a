/**
 * The moderation queue (decision 0046): open reports, each reported thing once with its content, its author, the
 * reasons and how many fans reported it, newest first, 20 a page; or the resolved ones with what was done. Actions
 * on an open item: hide the content, dismiss the reports, or disable the author (the content hidden too), each asked
 * first and written to the audit log by the server. A resolved item whose content is hidden can be unhidden (decision
 * 0048): the content is back on every page, the reports stay resolved and no one is told.
 */
import { useState } from 'react';
import { REPORT_STATUSES, type ModerationItem, type ReportAction, type ReportStatus } from '@klama/contract';
import { useAdminRead, useResolveReport, useUnhideReport } from '../../api/admin';
import { Spinner } from '../../components/States';
import { Button } from '../../components/FormControls';
import { UserText } from '../../components/UserText';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorNote } from './ErrorNote';
import { Pager } from './Pager';
import { useWords, words } from './screen-words';

const WORDS = words({
  en: {
    title: 'Moderation',
    intro: 'What fans reported. Hiding takes the content off every page within seconds; dismissing leaves it as it is.',
    tabs: 'Reports',
    open: 'Open',
    resolved: 'Resolved',
    none: 'Nothing to review.',
    loading: 'Loading…',
    total: (n: number) => (n === 1 ? '1 reported item' : `${n} reported items`),
    review: 'Review',
    list: 'List',
    profile: 'Profile',
    comment: 'Comment',
    by: (name: string) => `by ${name}`,
    disabled: 'disabled',
    hiddenNow: 'hidden',
    deleted: 'Deleted since it was reported.',
    reports: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
    spam: 'spam',
    harassment: 'harassment',
    spoiler: 'spoilers unmarked',
    hate: 'hate',
    other: 'other',
    notes: 'Notes from reporters',
    reported: 'Last reported',
    open_link: 'Open it',
    hide: 'Hide',
    dismiss: 'Dismiss',
    disable_user: 'Disable the author',
    hideTitle: 'Hide this content?',
    hideBody: 'It disappears for everyone (its author included, for a review or a comment) and its reports are closed.',
    dismissTitle: 'Dismiss these reports?',
    dismissBody: 'The content stays as it is; a new report opens it again.',
    disable_userTitle: 'Disable the author?',
    disable_userBody: 'Their sessions end, they cannot sign in, their profile is gone, and this content is hidden.',
    resolution: (action: string, by: string, at: string) => `${action} by ${by}, ${at}`,
    unhide: 'Unhide',
    unhideTitle: 'Show this content again?',
    unhideBody: 'It comes back on every page for everyone. The reports stay resolved and no one is notified.',
  },
  ko: {
    title: '신고 관리',
    intro: '팬들이 신고한 내용이에요. 숨기면 몇 초 안에 모든 페이지에서 사라지고, 기각하면 그대로 남아요.',
    tabs: '신고',
    open: '처리 전',
    resolved: '처리됨',
    none: '확인할 신고가 없어요.',
    loading: '불러오는 중…',
    total: (n: number) => `신고된 항목 ${n}개`,
    review: '리뷰',
    list: '리스트',
    profile: '프로필',
    comment: '댓글',
    by: (name: string) => `작성자 ${name}`,
    disabled: '사용 중지됨',
    hiddenNow: '숨김',
    deleted: '신고 후 삭제되었어요.',
    reports: (n: number) => `신고 ${n}건`,
    spam: '스팸',
    harassment: '괴롭힘',
    spoiler: '표시 없는 스포일러',
    hate: '혐오 표현',
    other: '기타',
    notes: '신고자가 남긴 내용',
    reported: '마지막 신고',
    open_link: '열어 보기',
    hide: '숨기기',
    dismiss: '기각',
    disable_user: '작성자 사용 중지',
    hideTitle: '이 내용을 숨길까요?',
    hideBody: '모든 사람에게서 사라지고(리뷰와 댓글은 작성자에게도) 신고가 처리돼요.',
    dismissTitle: '신고를 기각할까요?',
    dismissBody: '내용은 그대로 남아요. 새 신고가 들어오면 다시 열려요.',
    disable_userTitle: '작성자를 사용 중지할까요?',
    disable_userBody: '로그인이 모두 끝나고 다시 로그인할 수 없으며, 프로필이 사라지고 이 내용도 숨겨져요.',
    resolution: (action: string, by: string, at: string) => `${at}, ${by}: ${action}`,
    unhide: '숨김 해제',
    unhideTitle: '이 내용을 다시 보이게 할까요?',
    unhideBody: '모든 사람에게 모든 페이지에서 다시 보여요. 신고는 처리된 상태로 남고 누구에게도 알리지 않아요.',
  },
});
type Words = typeof WORDS.en;

const ACTIONS: readonly ReportAction[] = ['hide', 'dismiss', 'disable_user'];

export function ModerationScreen() {
  const w = useWords(WORDS);
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const queue = useAdminRead('adminReports', {}, { status, page });
  const resolve = useResolveReport();
  const unhide = useUnhideReport();
  const choose = (next: ReportStatus) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <section className="admin-section" aria-labelledby="admin-moderation-title">
      <h2 id="admin-moderation-title">{w.title}</h2>
      <p className="message">{w.intro}</p>
      <div className="admin-moderation__tabs" role="group" aria-label={w.tabs}>
        {REPORT_STATUSES.map((s) => (
          <Button
            key={s}
            size="small"
            variant={status === s ? 'primary' : 'secondary'}
            aria-pressed={status === s}
            onClick={() => choose(s)}
          >
            {w[s]}
          </Button>
        ))}
      </div>
      <ErrorNote error={queue.error ?? resolve.error ?? unhide.error} />
      {queue.isPending && <Spinner label={w.loading} />}
      {queue.data && (
        <>
          <p className="message" role="status">
            {queue.data.totalDocs === 0 ? w.none : w.total(queue.data.totalDocs)}
          </p>
          <ol className="admin-moderation">
            {queue.data.results.map((item) => (
              <Item
                key={item.id}
                item={item}
                w={w}
                busy={resolve.isPending || unhide.isPending}
                onResolve={(action) => resolve.mutate({ id: item.id, body: { action } })}
                onUnhide={() => unhide.mutate({ id: item.id })}
              />
            ))}
          </ol>
          <Pager page={queue.data.page} totalPages={queue.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

type ItemProps = { item: ModerationItem; w: Words; busy: boolean; onResolve: (a: ReportAction) => void; onUnhide: () => void };

function Item({ item, w, busy, onResolve, onUnhide }: ItemProps) {
  const locale = localeOf(useLanguage());
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const titleId = `moderation-${item.id}`;
  return (
    <li className="admin-moderation__item" aria-labelledby={titleId} data-report={item.id}>
      <h3 id={titleId} className="admin-moderation__title">
        <span className="chip">{w[item.kind]}</span> {item.content?.title ?? `#${item.targetId}`}
        {item.content?.hidden && <span className="chip chip--warning">{w.hiddenNow}</span>}
      </h3>
      {item.author && (
        <p className="message">
          {w.by(item.author.username)}
          {item.author.disabled && ` (${w.disabled})`}
        </p>
      )}
      {item.content ? (
        item.content.text && <UserText text={item.content.text} className="user-text admin-moderation__text" />
      ) : (
        <p className="message">{w.deleted}</p>
      )}
      <p>
        <strong>{w.reports(item.count)}</strong>: {item.reasons.map((r) => `${w[r.reason]} × ${r.count}`).join(', ')} · {w.reported}{' '}
        <time dateTime={item.lastReportedAt}>{when(item.lastReportedAt)}</time>
      </p>
      {item.notes.length > 0 && (
        <>
          <h4 className="admin-moderation__notes-title">{w.notes}</h4>
          <ul className="admin-moderation__notes">
            {item.notes.map((note, i) => (
              <li key={i}>
                <UserText text={note} className="user-text" />
              </li>
            ))}
          </ul>
        </>
      )}
      {item.content?.link && !item.content.hidden && (
        <p>
          <a href={item.content.link} target="_blank" rel="noreferrer">
            {w.open_link}
          </a>
        </p>
      )}
      {item.resolution ? (
        <>
          <p className="message">{w.resolution(w[item.resolution.action], item.resolution.by ?? '—', when(item.resolution.at))}</p>
          {item.content?.hidden && (
            <div className="admin__actions">
              <ConfirmDialog
                title={w.unhideTitle}
                body={w.unhideBody}
                confirmLabel={w.unhide}
                onConfirm={onUnhide}
                trigger={
                  <Button size="small" disabled={busy}>
                    {w.unhide}
                  </Button>
                }
              />
            </div>
          )}
        </>
      ) : (
        <div className="admin__actions">
          {ACTIONS.map((action) => (
            <ConfirmDialog
              key={action}
              title={w[`${action}Title`]}
              body={w[`${action}Body`]}
              confirmLabel={w[action]}
              onConfirm={() => onResolve(action)}
              trigger={
                <Button size="small" disabled={busy || (action === 'disable_user' && !item.author)}>
                  {w[action]}
                </Button>
              }
            />
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * Comments under a review (the reviews page) or on a public list's page: threads with one level of replies, oldest
 * or newest first, a page more at a time. Read in the browser once the page is live (a rendered page never holds
 * comments, which change without a catalogue write: decision 0040). What only a signed-in fan needs (the form, the
 * delete confirmation and their API calls) is its own chunk, loaded when such a fan opens the comments; "Report" on
 * another fan's comment opens the lazy report dialog (decision 0046).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Comment, CommentSort, CommentThread } from '@klama/contract';
import { COMMENT_SORTS } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useHydrated } from '../../lib/use-hydrated';
import { EARLY_PRESS_ATTRIBUTE } from '../../lib/early-press';
import { useEarlyPress } from '../../lib/use-early-press';
import { formatDate } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { useComments, type CommentTarget } from '../../api/comments';
import { useReviewReader } from '../../api/reviews';
import { Button } from '../../components/FormControls';
import { ReportButton } from '../../components/ReportButton';
import { Spinner } from '../../components/States';
import { UserText } from '../../components/UserText';
import { commentsNamespace } from '../../i18n/messages/en/comments';
import './comments.css';

const CommentForm = lazy(() => import('./CommentForm'));
const DeleteComment = lazy(() => import('./CommentForm').then((m) => ({ default: m.DeleteComment })));

export type CommentsProps = {
  target: CommentTarget;
  /** what the comments are on, for the region's name ("Comments on …") */
  title: string;
  /** how many comments the reader may see, when the page knows (a review's count) */
  count?: number;
  /** behind a "Comments (n)" button (under a review), or shown at once (a list's page) */
  collapsible?: boolean;
};

/** A review's comments behind their toggle, or a list's comments as a section of the page. */
export function Comments({ target, title, count, collapsible = false }: CommentsProps) {
  const { t } = useTranslation(commentsNamespace);
  const id = useId();
  const [open, setOpen] = useState(false);
  // a press before the reviews page is live (React drops it) opens the comments once it is
  const toggle = useRef<HTMLButtonElement>(null);
  useEarlyPress(toggle, () => setOpen(true));
  if (!collapsible)
    return (
      <section className="comments comments--section" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="section-title">
          {t('heading')}
        </h2>
        <CommentsPanel target={target} title={title} />
      </section>
    );
  return (
    <div className="comments">
      <Button
        ref={toggle}
        size="small"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        {...{ [EARLY_PRESS_ATTRIBUTE]: '' }}
      >
        {open ? t('hide') : count ? t('show', { count }) : t('showNone')}
      </Button>
      <div id={`${id}-panel`} hidden={!open}>
        {open && (
          <section aria-label={t('regionLabel', { title })}>
            <CommentsPanel target={target} title={title} />
          </section>
        )}
      </div>
    </div>
  );
}

function CommentsPanel({ target, title }: { target: CommentTarget; title: string }) {
  const { t } = useTranslation(commentsNamespace);
  const hydrated = useHydrated();
  const reader = useReviewReader();
  const location = useLocation();
  const [sort, setSort] = useState<CommentSort>('oldest');
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const query = useComments(target, sort, hydrated);
  const threads = query.data?.pages.flatMap((p) => p.results) ?? [];
  // after a deletion the button that had the focus is gone: the comments take it
  const focusList = () => requestAnimationFrame(() => list.current?.focus());
  return (
    <div className="comments__panel">
      <div role="group" aria-label={t('sort')} className="comments__sorts">
        {COMMENT_SORTS.map((s) => (
          <Button key={s} size="small" aria-pressed={s === sort} onClick={() => setSort(s)}>
            {t(`sorts.${s}`)}
          </Button>
        ))}
      </div>
      <div ref={list} tabIndex={-1} className="comments__threads" aria-busy={query.isFetching || undefined}>
        {!hydrated || query.isPending ? (
          <Spinner label={t('loading')} />
        ) : query.isError ? (
          <p className="message">{t('failed')}</p>
        ) : threads.length === 0 ? (
          <p className="message">{t('none')}</p>
        ) : (
          <ul className="comments__list">
            {threads.map((thread) => (
              <li key={thread.id}>
                <Thread
                  thread={thread}
                  target={target}
                  signedIn={reader !== null}
                  replying={replyingTo === thread.id}
                  onReply={(on) => setReplyingTo(on ? thread.id : null)}
                  onDeleted={focusList}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {query.isFetchingNextPage ? (
        <Spinner label={t('loadingMore')} />
      ) : (
        query.hasNextPage && (
          <Button size="small" onClick={() => void query.fetchNextPage()}>
            {t('more')}
          </Button>
        )
      )}
      {hydrated &&
        (reader ? (
          <Suspense fallback={null}>
            <CommentForm target={target} label={t('write')} key={`${target.kind}-${target.id}`} context={title} />
          </Suspense>
        ) : (
          <p>
            <Link to="/login" state={{ from: { pathname: location.pathname, search: location.search } }}>
              {t('signInToComment')}
            </Link>
          </p>
        ))}
    </div>
  );
}

function Thread({
  thread,
  target,
  signedIn,
  replying,
  onReply,
  onDeleted,
}: {
  thread: CommentThread;
  target: CommentTarget;
  signedIn: boolean;
  replying: boolean;
  onReply: (on: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(commentsNamespace);
  const replyButton = useRef<HTMLButtonElement>(null);
  // after a reply is posted or cancelled, "Reply" takes the focus back once it is drawn again
  const focusReply = useRef(false);
  useEffect(() => {
    if (replying || !focusReply.current) return;
    focusReply.current = false;
    replyButton.current?.focus();
  }, [replying]);
  const author = thread.author?.username;
  return (
    <>
      <CommentItem comment={thread} target={target} onDeleted={onDeleted}>
        {signedIn && !replying && (
          <Button
            ref={replyButton}
            size="small"
            onClick={() => onReply(true)}
            aria-label={author ? t('replyTo', { username: author }) : undefined}
          >
            {t('reply')}
          </Button>
        )}
      </CommentItem>
      {thread.replies.length > 0 && (
        <ul className="comments__replies" aria-label={author ? t('repliesLabel', { username: author }) : t('repliesLabelDeleted')}>
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} target={target} onDeleted={onDeleted} />
            </li>
          ))}
        </ul>
      )}
      {replying && (
        <div className="comments__reply-form">
          <Suspense fallback={<Spinner />}>
            <CommentForm
              target={target}
              parentId={thread.id}
              label={author ? t('replyTo', { username: author }) : t('writeReply')}
              autoFocus
              onDone={() => {
                focusReply.current = true;
                onReply(false);
              }}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}

function CommentItem({
  comment,
  target,
  onDeleted,
  children,
}: {
  comment: Comment;
  target: CommentTarget;
  onDeleted: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(commentsNamespace);
  const language = useLanguage();
  const id = useId();
  if (comment.deleted || !comment.author)
    return (
      <article className="comment comment--deleted" aria-labelledby={`${id}-author`}>
        <p id={`${id}-author`} className="comment__meta">
          {t('deleted')}
        </p>
        <footer className="comment__actions">{children}</footer>
      </article>
    );
  return (
    <article className="comment" aria-labelledby={`${id}-author`}>
      <p className="comment__meta">
        <span id={`${id}-author`} className="comment__author">
          {comment.mine ? t('yours') : comment.author.username}
        </span>{' '}
        · <time dateTime={comment.createdAt}>{formatDate(comment.createdAt.slice(0, 10), language)}</time>
      </p>
      <UserText text={comment.body} className="user-text comment__body" />
      <footer className="comment__actions">
        {children}
        {!comment.mine && <ReportButton target={{ kind: 'comment', id: comment.id }} author={comment.author.username} />}
        {comment.canDelete && (
          <Suspense fallback={null}>
            <DeleteComment target={target} comment={comment} onDeleted={onDeleted} />
          </Suspense>
        )}
      </footer>
    </article>
  );
}

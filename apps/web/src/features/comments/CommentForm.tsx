/**
 * What only a signed-in fan needs of the comments (its own chunk): the form that writes a comment or a reply, and a
 * comment's "Delete" with its confirmation. The text area is labelled, its limit counted beside it; a refused text
 * shows the reason (in the reader's language, by code) tied to the field, which takes the focus.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Comment } from '@klama/contract';
import { COMMENT_LIMITS } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { Button, Field, TextArea } from '../../components/FormControls';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../api/request';
import { useErrorText } from '../../api/error-text';
import { useDeleteComment, usePostComment, type CommentTarget } from '../../api/comments';
import { commentsNamespace } from '../../i18n/messages/en/comments';

const characters = (s: string) => Array.from(s).length;

export default function CommentForm({
  target,
  parentId,
  label,
  context,
  autoFocus = false,
  onDone,
}: {
  target: CommentTarget;
  parentId?: number;
  label: string;
  /** what the comment is on, read out with the field */
  context?: string;
  autoFocus?: boolean;
  /** after posting or cancelling a reply */
  onDone?: () => void;
}) {
  const { t } = useTranslation(commentsNamespace);
  const errorText = useErrorText();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const post = usePostComment(target);
  const failure = post.error;
  const fieldError =
    failure instanceof ApiError && failure.errors.length > 0
      ? errorText.text(failure.errors[0]!.message, failure.errors[0]!.code)
      : failure
        ? errorText.message(failure)
        : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    post.mutate(
      { body, ...(parentId ? { parentId } : {}) },
      {
        onSuccess: () => {
          setBody('');
          post.reset();
          onDone?.();
        },
        onError: () => requestAnimationFrame(() => field.current?.focus()),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="comment-form" aria-label={context ? `${label}: ${context}` : label}>
      <Field
        id={`${id}-body`}
        label={label}
        hint={t('hint', { count: String(characters(body)), max: String(COMMENT_LIMITS.bodyMax) })}
        error={fieldError}
      >
        {({ describedBy, invalid }) => (
          <TextArea
            ref={field}
            id={`${id}-body`}
            value={body}
            rows={parentId ? 2 : 3}
            required
            autoFocus={autoFocus}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="comment-form__actions">
        <Button type="submit" variant="primary" size="small" disabled={post.isPending}>
          {post.isPending ? t('posting') : t('post')}
        </Button>
        {onDone && (
          <Button size="small" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** "Delete" for the comment's author or an admin, asking first (the dialog's first focus keeps the comment). */
export function DeleteComment({ target, comment, onDeleted }: { target: CommentTarget; comment: Comment; onDeleted: () => void }) {
  const { t } = useTranslation(commentsNamespace);
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteComment(target);
  return (
    <>
      <Button size="small" onClick={() => setAsking(true)} aria-label={t('deleteLabel', { username: comment.author?.username ?? '' })}>
        {t('delete')}
      </Button>
      {remove.error && (
        <span role="alert" className="field__error">
          {errorText.message(remove.error)}
        </span>
      )}
      <ConfirmDialog
        open={asking}
        title={t('confirmTitle')}
        body={t('confirmBody')}
        keepLabel={t('confirmKeep')}
        confirmLabel={t('confirmDelete')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(comment.id, { onSuccess: onDeleted });
        }}
      />
    </>
  );
}

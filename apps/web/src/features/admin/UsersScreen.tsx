/**
 * Users: search by name or email, disable (confirmed) or enable, grant or revoke (confirmed) the admin role, end an
 * enabled account's sessions (confirmed; ASVS 7.4.5). The operator's own row offers none of these (the server refuses
 * disabling and revoking; Settings ends one's own sessions). On a narrow screen each row stacks into a card, every
 * cell under its column's name.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { AdminUser } from '@klama/contract';
import { useAdminUsers, useEndUserSessions, usePatchUser } from '../../api/admin';
import { Spinner } from '../../components/States';
import { localeOf } from '../../i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLanguage } from '../../stores/general';
import { useAuthStore } from '../../stores/auth';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorNote, SavedNote } from './ErrorNote';
import { Pager } from './Pager';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button, TextInput } from '../../components/FormControls';

export function UsersScreen() {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const [input, setInput] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(input.trim(), 250);
  const users = useAdminUsers(query, page);
  const patch = usePatchUser();
  const endSessions = useEndUserSessions();
  const me = useAuthStore((s) => s.user?.username.toLowerCase() ?? null);
  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">{t('users.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('users.search')}</label>
        <TextInput
          id={`${id}-q`}
          type="search"
          value={input}
          onChange={(e) => {
            setInput(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <ErrorNote error={users.error ?? patch.error ?? endSessions.error} />
      {endSessions.isSuccess && endSessions.data && (
        <SavedNote text={t('users.sessionsEnded', { username: endSessions.variables, count: endSessions.data.ended })} />
      )}
      {users.isPending && <Spinner label={t('loading')} />}
      {users.data && (
        <>
          <p className="message" role="status">
            {t('users.total', { count: users.data.totalDocs })}
          </p>
          {users.data.results.length === 0 ? (
            <p className="message">{t('users.none')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table admin-table--stacking">
                <thead>
                  <tr>
                    <th scope="col">{t('users.columns.username')}</th>
                    <th scope="col">{t('users.columns.email')}</th>
                    <th scope="col">{t('users.columns.role')}</th>
                    <th scope="col">{t('users.columns.status')}</th>
                    <th scope="col">{t('users.columns.joined')}</th>
                    <th scope="col">{t('users.columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.results.map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      self={user.username.toLowerCase() === me}
                      busy={patch.isPending || endSessions.isPending}
                      onPatch={(p) => patch.mutate({ username: user.username, patch: p })}
                      onEndSessions={() => endSessions.mutate(user.username)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={users.data.page} totalPages={users.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function UserRow({
  user,
  self,
  busy,
  onPatch,
  onEndSessions,
}: {
  user: AdminUser;
  /** the signed-in operator's own account */
  self: boolean;
  busy: boolean;
  onPatch: (p: { disabled?: boolean; role?: 'user' | 'admin' }) => void;
  onEndSessions: () => void;
}) {
  const { t } = useTranslation(adminNamespace);
  const locale = localeOf(useLanguage());
  return (
    <tr data-user={user.username}>
      <th scope="row">
        {user.username}
        {self && <span className="message"> ({t('self')})</span>}
      </th>
      <td data-label={t('users.columns.email')}>{user.email}</td>
      <td data-label={t('users.columns.role')}>{t(`users.role.${user.role}`)}</td>
      <td data-label={t('users.columns.status')}>{user.disabled ? t('users.disabled') : t('users.active')}</td>
      <td data-label={t('users.columns.joined')}>
        {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(user.createdAt))}
      </td>
      <td className="admin__actions" data-label={t('users.columns.actions')}>
        {self ? (
          <span className="message">{t('users.selfNoActions')}</span>
        ) : user.disabled ? (
          <Button size="small" disabled={busy} onClick={() => onPatch({ disabled: false })}>
            {t('users.enable')}
          </Button>
        ) : (
          <ConfirmDialog
            title={t('users.disableTitle', { username: user.username })}
            body={t('users.disableBody', { username: user.username })}
            confirmLabel={t('users.disable')}
            onConfirm={() => onPatch({ disabled: true })}
            trigger={
              <Button size="small" disabled={busy}>
                {t('users.disable')}
              </Button>
            }
          />
        )}
        {self ? null : user.role === 'admin' ? (
          <ConfirmDialog
            title={t('users.revokeTitle', { username: user.username })}
            body={t('users.revokeBody', { username: user.username })}
            confirmLabel={t('users.revoke')}
            onConfirm={() => onPatch({ role: 'user' })}
            trigger={
              <Button size="small" disabled={busy}>
                {t('users.revoke')}
              </Button>
            }
          />
        ) : (
          <Button size="small" disabled={busy} onClick={() => onPatch({ role: 'admin' })}>
            {t('users.grant')}
          </Button>
        )}
        {self || user.disabled ? null : (
          <ConfirmDialog
            title={t('users.endSessionsTitle', { username: user.username })}
            body={t('users.endSessionsBody', { username: user.username })}
            confirmLabel={t('users.endSessions')}
            onConfirm={onEndSessions}
            trigger={
              <Button size="small" disabled={busy}>
                {t('users.endSessions')}
              </Button>
            }
          />
        )}
      </td>
    </tr>
  );
}

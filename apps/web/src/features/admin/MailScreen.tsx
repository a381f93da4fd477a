/** SCRATCH: the mail outbox, newest first, 20 a page. */
import { useState } from 'react';
import { useAdminRead } from '../../api/admin';
import { Spinner } from '../../components/States';
import { ErrorNote } from './ErrorNote';
import { Pager } from './Pager';
import { useWords, words } from './screen-words';

const WORDS = words({
  en: { title: 'Mail', none: 'No mail yet.', sent: 'sent', queued: 'queued', loading: 'Loading...' },
  ko: { title: '메일', none: '아직 메일이 없어요.', sent: '보냄', queued: '대기 중', loading: '불러오는 중...' },
});

export function MailScreen() {
  const w = useWords(WORDS);
  const [page, setPage] = useState(1);
  const mail = useAdminRead('adminMail', {}, { page });
  return (
    <section className="admin-section" aria-labelledby="admin-mail-title">
      <h2 id="admin-mail-title">{w.title}</h2>
      <ErrorNote error={mail.error} />
      {mail.isPending && <Spinner label={w.loading} />}
      {mail.data?.results.length === 0 && <p className="message">{w.none}</p>}
      <ul>
        {mail.data?.results.map((m) => (
          <li key={m.id}>
            <code>{m.kind}</code> · {m.to} · {m.sent ? w.sent : w.queued}
          </li>
        ))}
      </ul>
      {mail.data && <Pager page={mail.data.page} totalPages={mail.data.totalPages} onPage={setPage} />}
    </section>
  );
}

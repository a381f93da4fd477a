/**
 * What a fan wrote (a review, a comment, a profile's about), shown as the text it is: never markup. Paragraphs are
 * kept (a blank line starts one, a single line break stays a break), and a web address becomes a link marked as
 * user content that search engines do not follow (`rel="ugc nofollow"`). React escapes every character, in the
 * browser and in the server's render alike: there is no HTML from users anywhere in it.
 */
import { Fragment, type ReactNode } from 'react';

// an http(s) address up to white space; a closing bracket or a sentence's last mark stays outside it
const ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/g;

/** The text's paragraphs: blank lines separate them, white space around each is dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A line with its web addresses as links (plain text around them). */
function linked(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of line.matchAll(ADDRESS)) {
    if (match.index > at) parts.push(line.slice(at, match.index));
    parts.push(
      <a key={match.index} href={match[0]} rel="ugc nofollow noopener noreferrer" target="_blank">
        {match[0]}
      </a>,
    );
    at = match.index + match[0].length;
  }
  if (at < line.length) parts.push(line.slice(at));
  return parts;
}

export function UserText({
  text,
  className = 'user-text',
  id,
  hidden,
}: {
  text: string;
  className?: string;
  id?: string;
  hidden?: boolean;
}) {
  return (
    <div className={className} id={id} hidden={hidden}>
      {paragraphsOf(text).map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {linked(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

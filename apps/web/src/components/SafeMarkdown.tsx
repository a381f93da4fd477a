import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { aboutNamespace } from '../i18n/messages/en/about';

const SAFE_PROTOCOL = /^(https?:|mailto:|\/|#)/i;

/** Only http(s), mailto and site-relative links survive; `javascript:` and friends become inert. */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return SAFE_PROTOCOL.test(cleaned) ? cleaned : '';
}

// a code block wider than the page scrolls sideways: focusable, so a keyboard can scroll it too
function CodeBlock({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(aboutNamespace);
  return (
    <pre tabIndex={0} role="region" aria-label={t('codeExample')}>
      {children}
    </pre>
  );
}

/** Markdown without raw HTML (react-markdown escapes it; skipHtml drops it entirely). */
export default function SafeMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="prose">
      <Markdown
        skipHtml
        urlTransform={safeUrl}
        allowedElements={['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'strong', 'em', 'hr', 'br']}
        unwrapDisallowed
        components={{
          pre: CodeBlock,
          a: ({ href, children }) =>
            href ? (
              <a href={href} rel="noopener noreferrer">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
        }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import SafeMarkdown, { safeUrl } from '../../components/SafeMarkdown';
import { I18nProvider } from '../../i18n/I18nProvider';
import { withoutLeadingTitle } from './AboutPage';
import { withSiteAddress } from '../../lib/site';

describe('About markdown', () => {
  it('renders headings, lists, quotes, code, links, bold and italic', () => {
    const md = '## Head\n\n* one\n* two\n\n1. first\n\n> quoted\n\n`code`\n\n```\nblock\n```\n\n[site](https://example.com) **bold** *it*';
    const { container } = render(<SafeMarkdown markdown={md} />, { wrapper: I18nProvider });
    expect(screen.getByRole('heading', { level: 2, name: 'Head' })).toBeInTheDocument();
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelector('ol li')).toHaveTextContent('first');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('pre code')).toHaveTextContent('block');
    // keyboard-scrollable: in the tab order, named for screen readers
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('pre')).toHaveAccessibleName('Code example');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://example.com');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('it');
  });

  it('renders no raw HTML and no javascript: links', () => {
    const { container } = render(
      <SafeMarkdown
        markdown={'<img src=x onerror="alert(1)"><script>alert(1)</script>\n\n[click](javascript:alert(1)) [up](JAVASCRIPT:alert(1))'}
      />,
      { wrapper: I18nProvider },
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('click');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('/about')).toBe('/about');
  });

  it('drops a leading About K-lama title so the heading is not repeated', () => {
    expect(withoutLeadingTitle('# About K-lama\n\nText')).toBe('Text');
  });

  it("names the site's own address where the text says {{SITE_URL}}", () => {
    expect(withSiteAddress('curl "{{SITE_URL}}/api/show/search?query=goblin"', 'https://k-lama.example')).toBe(
      'curl "https://k-lama.example/api/show/search?query=goblin"',
    );
  });
});

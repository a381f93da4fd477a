import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paragraphsOf, UserText } from './UserText';

describe('UserText', () => {
  it('keeps paragraphs and line breaks', () => {
    expect(paragraphsOf('one\n\n\n  two\nstill two\r\n\r\nthree  ')).toEqual(['one', 'two\nstill two', 'three']);
    const { container } = render(<UserText text={'First paragraph.\n\nSecond,\nwith a break.'} />);
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['First paragraph.', 'Second,with a break.']);
    expect(paragraphs[1]!.querySelectorAll('br')).toHaveLength(1);
  });

  it('shows markup as the text it is, on the server too', () => {
    const text = '<script>alert(1)</script> <img src=x onerror=alert(2)> <b>bold</b>';
    const { container } = render(<UserText text={text} />);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toBe(text);
    const html = renderToStaticMarkup(<UserText text={text} />);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it('makes web addresses links marked ugc nofollow, and nothing else', () => {
    render(<UserText text={'See https://example.com/a?b=1. Or (https://x.org/y), javascript:alert(1) and www.z.com'} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a?b=1', 'https://x.org/y']);
    for (const a of links) expect(a.getAttribute('rel')).toBe('ugc nofollow noopener noreferrer');
    expect(screen.getByText(/javascript:alert\(1\) and www\.z\.com/)).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18nFor } from '.';
import { discoverNamespace } from './messages/en/discover';
import { RichText } from './react';

describe('message catalogues', () => {
  const english = i18nFor('en')!;
  const korean = i18nFor('kr')!;

  it('fills placeholders and picks the plural form by the language’s rules', () => {
    const t = english.getFixedT('common');
    expect(t('list.count', { count: 1 })).toBe('1 drama');
    expect(t('list.count', { count: 0 })).toBe('0 dramas');
    expect(t('list.count', { count: 21 })).toBe('21 dramas');
    expect(t('list.error', { message: 'Boom' })).toBe('Error: Boom');
    // Korean has one form
    expect(korean.getFixedT('common')('list.count', { count: 1 })).toBe('드라마 1편');
  });

  it('gives English a namespace the first time a screen asks for it by reference, Korean has it already', () => {
    const t = english.getFixedT(discoverNamespace);
    expect(english.hasNamespace('discover')).toBe(true);
    expect(t('showCount', { count: 2 })).toBe('Show 2 results');
    expect(korean.getFixedT(discoverNamespace)('showCount', { count: 2 })).toBe('결과 2개 보기');
  });

  it('shows a key nobody wrote as itself rather than nothing', () => {
    const t = english.getFixedT('common') as unknown as (key: string) => string;
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('turns marked parts of a message into elements and leaves everything else as text', () => {
    render(
      <p data-testid="rich">
        <RichText text="<lists>Make a list</lists> to keep <b>this</b>." parts={{ lists: (text) => <a href="/lists">{text}</a> }} />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'Make a list' })).toHaveAttribute('href', '/lists');
    expect(screen.getByTestId('rich').textContent).toBe('Make a list to keep <b>this</b>.');
  });
});

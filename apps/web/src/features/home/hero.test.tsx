import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, renderWithProviders, stubApi } from '../../test/render';
import { HeroSlider } from './HeroSlider';

const slide = (order: number, title: string) => ({
  order,
  url: '/discover',
  title,
  img: '/hero/discover.svg',
  tag: { label: 'Tag', color: 'jasmine' },
});

it('each hero slide is a named group described as a slide, inside a carousel', async () => {
  stubApi(() => json([slide(2, 'Second'), slide(1, 'First')]));
  renderWithProviders(<HeroSlider />);
  const slides = await screen.findAllByRole('group', { name: /of 2$/ });
  expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
  for (const s of slides) expect(s).toHaveAttribute('aria-roledescription', 'slide');
  expect(within(slides[0]!).getByText('First')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
});

it('asks the browser to preload the first slide’s image, and only that one (the page’s largest paint)', async () => {
  stubApi(() =>
    json([
      { ...slide(2, 'Second'), img: '/hero/second.svg' },
      { ...slide(1, 'First'), img: '/hero/first.svg' },
    ]),
  );
  renderWithProviders(<HeroSlider />);
  await screen.findAllByRole('group', { name: /of 2$/ });
  const preload = (href: string) => document.head.querySelector(`link[rel="preload"][as="image"][href="${href}"]`);
  expect(preload('/hero/first.svg')).toHaveAttribute('fetchpriority', 'high');
  expect(preload('/hero/second.svg')).toBeNull();
});

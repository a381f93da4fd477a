/**
 * The API client sends the interface's language on every catalogue call (decision 0049), and the query cache keeps
 * the languages apart: switching to Korean reads the Korean answer, switching back shows the English one again
 * from the cache, never the Korean one.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Providers, createQueryClient } from '../app/providers';
import { I18nProvider } from '../i18n/I18nProvider';
import { json, onePage, stubApi } from '../test/render';
import { useGeneralStore } from '../stores/general';
import { useShowDetails } from './shows';
import { useShowList } from './lists';
import { paths } from './paths';
import { request } from './request';

const details = (name: string, overview: string) => ({ id: 7, name, original_name: '사랑의 불시착', overview, keywords: [] });

function Probe() {
  const show = useShowDetails(7);
  const person = useShowList({ key: ['person', '5'], list: paths.lists.cast('5') }, 'date_desc', 20);
  return (
    <>
      <p data-testid="name">{show.data?.name}</p>
      <p data-testid="overview">{show.data?.overview}</p>
      <p data-testid="first-card">{person.data?.pages[0]?.results[0]?.name}</p>
    </>
  );
}

describe('the catalogue language on the web', () => {
  it('sends language=ko on catalogue calls in Korean (none in English), and keys the query cache by language', async () => {
    const calls = stubApi(({ url }) => {
      const ko = url.includes('language=ko');
      if (url.startsWith('/api/show/details/7'))
        return json(ko ? details('사랑의 불시착', '패러글라이딩 사고로…') : details('Crash Landing on You', 'A paragliding accident…'));
      if (url.startsWith('/api/person/5'))
        return json({
          id: 5,
          name: ko ? '현빈' : 'Hyun Bin',
          ...onePage([{ id: 7, name: ko ? '사랑의 불시착' : 'Crash Landing on You' }]),
        });
      return json({}, 404);
    });
    render(
      <Providers client={createQueryClient()}>
        <I18nProvider>
          <Probe />
        </I18nProvider>
      </Providers>,
    );
    expect(await screen.findByText('Crash Landing on You', { selector: '[data-testid=name]' })).toBeInTheDocument();
    expect(await screen.findByText('Crash Landing on You', { selector: '[data-testid=first-card]' })).toBeInTheDocument();
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/person/5?page=1&limit=20&sort=date_desc', '/api/show/details/7']);

    act(() => useGeneralStore.setState({ language: 'kr' }));
    expect(await screen.findByText('패러글라이딩 사고로…')).toBeInTheDocument();
    expect(await screen.findByText('사랑의 불시착', { selector: '[data-testid=first-card]' })).toBeInTheDocument();
    expect(
      calls
        .slice(2)
        .map((c) => c.url)
        .sort(),
    ).toEqual(['/api/person/5?page=1&limit=20&sort=date_desc&language=ko', '/api/show/details/7?language=ko']);

    // back to English: the English answers again, from the cache (no call), never the Korean ones
    act(() => useGeneralStore.setState({ language: 'en' }));
    expect(await screen.findByText('A paragliding accident…')).toBeInTheDocument();
    expect(screen.getByTestId('name')).toHaveTextContent('Crash Landing on You');
    expect(screen.getByTestId('first-card')).toHaveTextContent('Crash Landing on You');
    expect(calls).toHaveLength(4);
  });

  it('adds the language to catalogue calls only, never to an account call', async () => {
    const calls = stubApi(() => json({}));
    await request(paths.showDetails(3), { language: 'ko' });
    await request(paths.auth.config(), { language: 'ko' });
    await request(paths.showDetails(3), { language: 'en' });
    expect(calls.map((c) => c.url)).toEqual(['/api/show/details/3?language=ko', '/api/auth/config', '/api/show/details/3']);
  });
});

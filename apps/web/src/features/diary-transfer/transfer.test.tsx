import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResult, ShowCard } from '@klama/contract';
import { useGeneralStore } from '../../stores/general';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { TransferSection } from './TransferSection';
import { ImportPreview } from './ImportPreview';

const show = (id: number, name: string, original: string, date: string): ShowCard => ({
  id,
  name,
  original_name: original,
  first_air_date: date,
  poster_path: {},
});

const entry = { status: null, episodesWatched: null, rating: null, notes: null, rewatchCount: null } as const;
const dates = { startedOn: null, finishedOn: null, liked: null, bookmarked: null } as const;

const PREVIEW: ImportResult = {
  shows: [
    show(1, 'Signal', '시그널', '2016-01-22'),
    show(2, 'Reply 1988', '응답하라 1988', '2015-11-06'),
    show(3, 'Goblin', '도깨비', '2016-12-02'),
  ],
  matched: [
    {
      line: 1,
      input: 'Signal (2016)',
      showId: 1,
      entry: { ...entry, ...dates, status: 'completed', rating: 9 },
      outcome: { status: 'completed', episodesWatched: 16, totalEpisodes: 16, rating: 9 },
      change: 'added',
    },
    {
      line: 5,
      input: 'Goblin',
      showId: 3,
      entry: { ...entry, ...dates, status: 'plan_to_watch' },
      outcome: { status: 'watching', episodesWatched: 4, totalEpisodes: null, rating: null },
      change: 'unchanged',
    },
  ],
  ambiguous: [{ line: 2, input: 'reply', candidates: [2, 1] }],
  unmatched: [
    { line: 3, input: 'Nothing (1999)', reason: 'No show with this title', code: 'importReasons.noTitleMatch' },
    { line: 4, input: 'odd', reason: 'no title', code: 'importReasons.noTitle' },
  ],
  skipped: [
    { line: 6, input: 'Signal', reason: 'The same show as line 1', code: 'importReasons.sameShow', values: ['1'] },
    { line: 7, input: 'Stranger (2017)', reason: 'rating: must be from 1 to 10', code: 'validation.ratingRange', field: 'rating' },
  ],
  summary: { added: 1, updated: 0, unchanged: 1 },
  applied: false,
};
const APPLIED: ImportResult = { ...PREVIEW, applied: true, summary: { added: 2, updated: 0, unchanged: 1 } };

/** The import call answers the preview, or the result when it applies; the refreshes after applying get nothing much. */
const stubImport = () =>
  stubApi(({ url }) => (url.includes('me/import') ? json(url.includes('dryRun=false') ? APPLIED : PREVIEW) : json({})));

const previewIt = async (user: ReturnType<typeof userEvent.setup>, paste: string, button: string) => {
  await user.type(screen.getByLabelText(paste), 'Signal (2016)');
  await user.click(screen.getByRole('button', { name: button }));
};

describe('export and import in Korean', () => {
  it('the preview: Hangul titles, the entry each line will get, counts, reasons and the import button in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    stubImport();
    const user = userEvent.setup();
    renderWithProviders(<TransferSection />);
    expect(screen.getByRole('button', { name: 'JSON 다운로드' })).toBeInTheDocument();
    expect(screen.getByText('선택한 파일 없음')).toBeInTheDocument();
    await previewIt(user, '또는 여기에 붙여넣기', '가져올 내용 미리 보기');
    expect(await screen.findByRole('heading', { name: '찾은 드라마: 2' })).toBeInTheDocument();
    expect(screen.getByText('Signal (2016) → 시그널 (2016)')).toBeInTheDocument();
    expect(screen.getByText('새로 추가 1편, 바뀜 0편, 그대로 1편이 돼요.')).toBeInTheDocument();
    expect(screen.getByText('다 봄 · 16/16화 · 10점 만점에 9점', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('보는 중 · 4화', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '어떤 드라마인지 골라 주세요: 1' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '응답하라 1988 (2015)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '찾지 못함: 2' })).toBeInTheDocument();
    expect(screen.getByText('Nothing (1999): 이 제목의 드라마가 없어요')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '가져오지 않음: 2' })).toBeInTheDocument();
    expect(screen.getByText('Signal: 1번째 줄과 같은 드라마예요')).toBeInTheDocument();
    expect(screen.getByText('Stranger (2017): 평점: 1에서 10 사이여야 해요', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '드라마 2편 가져오기' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '드라마 2편 가져오기' }));
    const done = await screen.findByText(/^가져오기를 마쳤어요/);
    expect(done).toHaveTextContent('가져오기를 마쳤어요: 새로 추가 2편, 바뀜 0편, 그대로 1편.');
    expect(within(done).getByRole('link', { name: '내 다이어리 보기' })).toHaveAttribute('href', '/profile/diary');
  });
});

describe('import reasons by code', () => {
  const only = (reason: ImportResult['unmatched'][number]): ImportResult => ({
    ...PREVIEW,
    matched: [],
    ambiguous: [],
    unmatched: [reason],
    skipped: [],
  });

  it('in Korean a reason is read by its code, whatever the English says, and an unknown code is not shown in English', async () => {
    useGeneralStore.setState({ language: 'kr' });
    const reworded = only({ line: 3, input: 'Nothing', reason: 'No drama has that name', code: 'importReasons.noTitleMatch' });
    const { unmount } = renderWithProviders(<ImportPreview result={reworded} choices={{}} onChoose={() => {}} />);
    expect(screen.getByText('Nothing: 이 제목의 드라마가 없어요')).toBeInTheDocument();
    unmount();
    const field = only({ line: 4, input: 'Odd', reason: 'rating: must be from 1 to 10', code: 'validation.ratingRange', field: 'rating' });
    const second = renderWithProviders(<ImportPreview result={field} choices={{}} onChoose={() => {}} />);
    expect(screen.getByText('Odd: 평점: 1에서 10 사이여야 해요')).toBeInTheDocument();
    second.unmount();
    const unknown = only({ line: 5, input: 'New', reason: 'A reason of a newer server', code: 'importReasons.fromTheFuture' });
    renderWithProviders(<ImportPreview result={unknown} choices={{}} onChoose={() => {}} />);
    expect(screen.getByText('New: 이 줄을 읽지 못했어요')).toBeInTheDocument();
  });
});

describe('export and import in English', () => {
  it('in English the counts follow the plural and the reasons stay as the server wrote them', async () => {
    signInAs('minji');
    stubImport();
    const user = userEvent.setup();
    renderWithProviders(<TransferSection />);
    await previewIt(user, 'Or paste here', 'Preview import');
    expect(await screen.findByRole('button', { name: 'Import 2 dramas' })).toBeInTheDocument();
    expect(screen.getByText('Signal (2016) → Signal (2016)')).toBeInTheDocument();
    expect(screen.getByText('Nothing (1999): No show with this title')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /reply/ }), 'Reply 1988 (2015)');
    expect(screen.getByRole('button', { name: 'Import 3 dramas' })).toBeInTheDocument();
  });

  it('lists a broken rule under "Not imported", never under "Not found", and shows status, progress and rating', async () => {
    signInAs('minji');
    stubImport();
    const user = userEvent.setup();
    renderWithProviders(<TransferSection />);
    await previewIt(user, 'Or paste here', 'Preview import');
    const notFound = (await screen.findByRole('heading', { name: 'Not found: 2' })).nextElementSibling as HTMLElement;
    expect(within(notFound).queryByText(/must be from 1 to 10/)).toBeNull();
    const notImported = screen.getByRole('heading', { name: 'Not imported: 2' }).nextElementSibling as HTMLElement;
    expect(within(notImported).getByText('Stranger (2017): rating: must be from 1 to 10')).toBeInTheDocument();
    expect(within(notImported).getByText('Signal: The same show as line 1')).toBeInTheDocument();
    expect(screen.getByText('Completed · 16/16 episodes · 9 out of 10', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Watching · 4 episodes', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('new')).toBeInTheDocument();
    expect(screen.getByText('no change')).toBeInTheDocument();
    expect(screen.getByText('Will add 1, update 0, leave 1 unchanged.')).toBeInTheDocument();
  });

  it('counts a drama once: choosing one already matched adds nothing, and "Skip" takes a choice back', async () => {
    signInAs('minji');
    const calls = stubImport();
    const user = userEvent.setup();
    renderWithProviders(<TransferSection />);
    await previewIt(user, 'Or paste here', 'Preview import');
    const reply = await screen.findByRole('combobox', { name: /reply/ });
    await user.selectOptions(reply, 'Signal (2016)');
    expect(screen.getByRole('button', { name: 'Import 2 dramas' })).toBeInTheDocument();
    await user.selectOptions(reply, 'Reply 1988 (2015)');
    expect(screen.getByRole('button', { name: 'Import 3 dramas' })).toBeInTheDocument();
    await user.selectOptions(reply, 'Skip this line');
    await user.click(screen.getByRole('button', { name: 'Import 2 dramas' }));
    await screen.findByText(/^Imported:/);
    const applied = calls.find((c) => c.url.includes('dryRun=false'))!;
    expect(applied.body).toMatchObject({ resolutions: {} });
  });

  it('says what the import changed, with a link to the diary', async () => {
    signInAs('minji');
    stubImport();
    const user = userEvent.setup();
    renderWithProviders(<TransferSection />);
    await previewIt(user, 'Or paste here', 'Preview import');
    await user.click(await screen.findByRole('button', { name: 'Import 2 dramas' }));
    const done = await screen.findByText(/^Imported:/);
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent('Imported: 2 added, 0 updated, 1 unchanged. Open your diary');
    expect(within(done).getByRole('link', { name: 'Open your diary' })).toHaveAttribute('href', '/profile/diary');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });
});

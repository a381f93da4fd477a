import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResult, ShowCard } from '@klama/contract';
import { useGeneralStore } from '../../stores/general';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { TransferSection } from './TransferSection';

const show = (id: number, name: string, original: string, date: string): ShowCard => ({
  id,
  name,
  original_name: original,
  first_air_date: date,
  poster_path: {},
});

const PREVIEW: ImportResult = {
  matched: [
    {
      line: 1,
      input: 'Signal (2016)',
      show: show(1, 'Signal', '시그널', '2016-01-22'),
      entry: {} as ImportResult['matched'][number]['entry'],
    },
  ],
  ambiguous: [{ line: 2, input: 'reply', candidates: [show(2, 'Reply 1988', '응답하라 1988', '2015-11-06')] }],
  unmatched: [
    { line: 3, input: 'Nothing (1999)', reason: 'No show with this title' },
    { line: 4, input: 'odd', reason: 'status: "paused" is not a status; no title' },
  ],
  applied: false,
};

describe('export and import in Korean', () => {
  it('the preview: Hangul titles, counts, reasons and the import button in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    stubApi(() => json(PREVIEW));
    const user = userEvent.setup();
    renderWithProviders(<TransferSection />);
    expect(screen.getByRole('button', { name: 'JSON 다운로드' })).toBeInTheDocument();
    expect(screen.getByText('선택한 파일 없음')).toBeInTheDocument();
    await user.type(screen.getByLabelText('또는 여기에 붙여넣기'), 'Signal (2016)');
    await user.click(screen.getByRole('button', { name: '가져올 내용 미리 보기' }));
    expect(await screen.findByRole('heading', { name: '찾은 드라마: 1' })).toBeInTheDocument();
    expect(screen.getByText('Signal (2016) → 시그널 (2016)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '어떤 드라마인지 골라 주세요: 1' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '응답하라 1988 (2015)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '찾지 못함: 2' })).toBeInTheDocument();
    expect(screen.getByText('Nothing (1999): 이 제목의 드라마가 없어요')).toBeInTheDocument();
    expect(screen.getByText('odd: "paused"은(는) 알 수 없는 상태예요; 제목이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '드라마 1편 가져오기' })).toBeInTheDocument();
  });

  it('in English the counts follow the plural and the reasons stay as the server wrote them', async () => {
    signInAs('minji');
    stubApi(() => json(PREVIEW));
    const user = userEvent.setup();
    renderWithProviders(<TransferSection />);
    await user.type(screen.getByLabelText('Or paste here'), 'Signal (2016)');
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(await screen.findByRole('button', { name: 'Import 1 drama' })).toBeInTheDocument();
    expect(screen.getByText('Signal (2016) → Signal (2016)')).toBeInTheDocument();
    expect(screen.getByText('Nothing (1999): No show with this title')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /reply/ }), 'Reply 1988 (2015)');
    expect(screen.getByRole('button', { name: 'Import 2 dramas' })).toBeInTheDocument();
  });
});

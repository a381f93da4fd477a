import type { Translation } from '../types';
import type { transfer as en } from '../en/transfer';

export const transfer: Translation<typeof en> = {
  export: {
    title: '내보내기',
    lead: '다이어리와 목록을 모두 파일로 받아 보관하거나 다른 서비스로 옮길 수 있어요.',
    download: '{{format}} 다운로드',
  },
  import: {
    title: '가져오기',
    format: '형식',
    formats: {
      klama: 'K-lama 내보내기 파일 (JSON)',
      csv: 'CSV (MyDramaList 등)',
      trakt: 'Trakt 내보내기 파일 (JSON)',
      text: '한 줄에 하나씩: 제목 (연도)',
    },
    file: '파일',
    chooseFile: '파일 선택',
    noFile: '선택한 파일 없음',
    paste: '또는 여기에 붙여넣기',
    preview: '가져올 내용 미리 보기',
    apply_other: '드라마 {{count}}편 가져오기',
    done: '가져오기를 마쳤어요: 새로 추가 {{added}}편, 바뀜 {{updated}}편, 그대로 {{unchanged}}편.',
    openDiary: '내 다이어리 보기',
    matched: '찾은 드라마: {{count}}',
    ambiguous: '어떤 드라마인지 골라 주세요: {{count}}',
    skip: '이 줄은 건너뛰기',
    unmatched: '찾지 못함: {{count}}',
    skipped: '가져오지 않음: {{count}}',
    unknownYear: '?',
    noStatus: '상태 없음',
    episodes: '{{watched}}/{{total}}화',
    episodesUnknownTotal: '{{watched}}화',
    changes: {
      added: '새로 추가',
      updated: '바뀜',
      unchanged: '그대로',
    },
    summary: '새로 추가 {{added}}편, 바뀜 {{updated}}편, 그대로 {{unchanged}}편이 돼요.',
  },
};

import type { search as en } from '../en/search';
import type { Translation } from '../types';

export const search: Translation<typeof en> = {
  header: {
    home: 'K-lama 홈',
    open: '드라마 검색...',
  },
  overlay: {
    title: '드라마 검색',
    placeholder: '드라마 제목을 입력하세요',
    inputLabel: '드라마 검색',
    cancel: '취소',
    searching: '찾는 중…',
    noMatch: '“{{query}}”에 맞는 드라마가 없어요.',
    results: '검색 결과',
    people: '인물',
    trending: '요즘 뜨는 드라마',
    suggestions: '추천 검색 결과',
    found_other: '추천 결과 {{count}}개. 위아래 화살표로 고르고 Enter로 여세요.',
  },
};

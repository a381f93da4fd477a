import type { search as en } from '../en/search';
import type { Translation } from '../types';

export const search: Translation<typeof en> = {
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
  departments: { Acting: '배우', Directing: '연출', Writing: '극본', Crew: '제작진' },
  page: {
    metaTitle: '검색 | K-lama',
    metaTitleFor: '“{{query}}” 검색 | K-lama',
    metaDescription: 'K-lama에서 한국 드라마와 배우, 제작진을 찾아보세요.',
    title: '검색',
    titleFor: '“{{query}}” 검색 결과',
    formLabel: '드라마와 인물 검색',
    submit: '검색',
    prompt: '드라마 제목이나 인물 이름을 입력하고 Enter를 누르세요.',
    shows: '드라마',
    people: '인물',
    noShows: '“{{query}}”에 맞는 드라마가 없어요.',
    noPeople: '“{{query}}”에 맞는 인물이 없어요.',
    error: '검색하지 못했어요: {{message}}',
    pages: '검색 결과 페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
    pageNumber: '{{page}}페이지',
  },
};

import type { Translation } from '../types';
import type { home as en } from '../en/home';

export const home: Translation<typeof en> = {
  heading: 'K-lama: 마음에 쏙 드는 다음 한국 드라마를 찾아보세요',
  welcome: {
    title: '{{username}}님, K-lama에 오신 것을 환영해요!',
    text: '본 드라마를 다이어리에 기록해 보세요. 드라마 페이지의 “내 다이어리”에서 상태를 고르면 본 회차, 평점, 메모와 함께 다이어리에 모여요.',
    diary: '내 다이어리 열기',
    dismiss: '닫기',
  },
  hero: {
    loading: '추천 작품을 불러오는 중',
    error: '슬라이드를 불러오지 못했어요 :(',
    label: '추천 작품',
    carousel: '캐러셀',
    slide: '슬라이드',
    slideOf: '{{total}}개 중 {{index}}번째',
    choose: '슬라이드 선택',
    goTo: '{{index}}번 슬라이드로 이동: {{title}}',
  },
  rows: {
    trending: '인기 급상승',
    trendingHelper: '이번 주 인기 드라마 · {{date}} 업데이트',
    trendingError: '인기 드라마를 불러오지 못했어요',
    newest: '최신 공개작',
    newestError: '최신 공개작을 불러오지 못했어요',
    viewersChoice: '시청자 추천작',
    viewersChoiceError: '시청자 추천작을 불러오지 못했어요',
    genreFiction: '장르물',
    genreFictionError: '장르물을 불러오지 못했어요',
  },
};

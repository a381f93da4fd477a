import type { Translation } from '../types';
import type { common as en } from '../en/common';

export const common: Translation<typeof en> = {
  language: {
    group: '언어',
    en: 'en',
    kr: 'kr',
    krHint: '한국어',
  },
  /** the header's home link and search button */
  header: {
    home: 'K-lama 홈',
    open: '드라마 검색...',
  },
  nav: {
    label: '주 메뉴',
    home: '홈',
    discover: '탐색',
    calendar: '방영 캘린더',
    menu: '메뉴',
  },
  skipToContent: '본문으로 건너뛰기',
  footer: {
    copyright: 'Copyright © 2025 K-lama',
    about: 'K-lama 소개',
  },
  user: {
    login: '로그인',
    accountMenu: '{{username}} 님의 계정 메뉴',
    profile: '프로필',
    settings: '설정',
    logout: '로그아웃',
  },
  states: {
    loading: '불러오는 중...',
    loadingMore: '더 불러오는 중...',
    somethingWrong: '문제가 생겼어요',
    unknownError: '알 수 없는 오류가 발생했어요',
    backHome: '홈으로 돌아가기',
    close: '닫기',
  },
  notFound: {
    metaTitle: '페이지를 찾을 수 없음 | K-lama',
    metaDescription: 'K-lama에 없는 페이지입니다.',
    title: '페이지를 찾을 수 없어요',
    message: '요청하신 페이지를 찾지 못했어요.',
  },
  show: {
    season: '시즌 {{number}}',
    as: '{{character}} 역',
  },
  community: {
    label: 'K-lama 점수',
    raters_other: '평가 {{count}}명',
    card_other: 'K-lama {{score}} · {{count}}명',
  },
  jobs: {
    Director: '연출',
    Writer: '극본',
    Creator: '기획',
  },
  row: {
    viewAll: '전체 보기',
  },
  list: {
    count_other: '드라마 {{count}}편',
    error: '오류: {{message}}',
    empty: '아직 여기에는 드라마가 없어요.',
  },
  sort: {
    label: '정렬',
    date_desc: '방영일 (최신순)',
    date_asc: '방영일 (오래된순)',
    alphabetical: '가나다순',
    popularity_desc: '인기순',
    community_desc: 'K-lama 점수순',
    curated: '큐레이션 순',
  },
  actions: {
    group: '내 목록',
    loginHint: '로그인하면 목록을 저장할 수 있어요',
    error: '{{mark}} 상태를 바꾸지 못했어요: {{message}}',
    liked: { label: '좋아요', active: '좋아함', name: '좋아요' },
    bookmarked: { label: '북마크', active: '북마크됨', name: '북마크' },
    watched: { label: '봤어요', active: '봤어요', name: '시청' },
    clearProgress: {
      title: '진행 상황을 지울까요?',
      body: '‘봤어요’를 해제하면 상태, 진행 상황({{total}}회 중 {{watched}}회), 시작일과 완료일이 지워져요. 평점과 메모는 그대로 남아요.',
      keep: '진행 상황 유지',
      confirm: '진행 상황 지우기',
    },
  },
};

import type { Translation } from '../types';
import type { discover as en } from '../en/discover';

export const discover: Translation<typeof en> = {
  title: '드라마 탐색',
  description:
    '다음에 볼 한국 드라마를 찾아보세요. 장르와 지금 끌리는 분위기, 좋아하는 테마로 작품을 좁힌 뒤 최신작부터 차례로 둘러볼 수 있어요.',
  filters: '필터',
  filter: '필터',
  selected: '선택한 필터',
  remove: '{{label}} 필터 해제',
  error: '탐색 결과를 불러오지 못했어요.',
  empty: '조건에 맞는 드라마가 없어요.',
  showResults: '결과 보기',
  showCount_other: '결과 {{count}}개 보기',
  reset: '필터 모두 초기화',
  genre: '장르',
  tone: '분위기',
  keywords: '키워드',
  showLess: '접기',
  showMore: '더 보기...',
  pagination: {
    label: '페이지 이동',
    previous: '이전 페이지',
    next: '다음 페이지',
  },
};

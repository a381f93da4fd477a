import type { Translation } from '../types';
import type { details as en } from '../en/details';

export const details: Translation<typeof en> = {
  loading: '드라마 정보를 불러오는 중...',
  failed: '드라마 정보를 불러오지 못했어요',
  notFound: '드라마를 찾을 수 없어요',
  releasingOn: '{{date}} 공개 예정',
  playTrailer: '예고편 재생',
  trailerTitle: '{{title}} 예고편',
  track: '시청 기록·평점·목록 관리하기',
  facts: {
    episodes: '회차',
    network: '방송사',
    otherSeasons: '다른 시즌',
    homepage: '홈페이지',
    officialSite: '공식 사이트',
  },
  next: {
    title: '다음 회차',
    episode: '시즌 {{season}} {{episode}}화',
    today: '오늘 방송',
    tomorrow: '내일 방송',
    inDays_other: '{{count}}일 후 방송',
  },
  keywords: '키워드',
  credits: '제작진',
  originalStory: '원작',
  by: '작가',
  similar: '이런 드라마는 어때요?',
  similarError: '비슷한 드라마를 불러오지 못했어요',
  cast: {
    title: '출연진',
    details: '자세히',
    loading: '출연진을 불러오는 중...',
    none: '아직 등록된 출연진이 없어요.',
    error: '출연진을 불러오지 못했어요',
    as: '배역:',
  },
};

import type { Translation } from '../types';
import type { watch as en } from '../en/watch';

export const watch: Translation<typeof en> = {
  streamingOn: '스트리밍',
  usComingSoon: '미국 스트리밍 정보는 곧 준비됩니다.',
  noStreaming: '{{region}}에서 볼 수 있는 곳은 아직 확인되지 않았어요.',
  loading: '스트리밍 정보를 불러오는 중...',
  failed: '스트리밍 정보를 불러오지 못했어요',
  region: '지역',
  regionsWithOffers: '볼 수 있는 지역',
  allRegions: '전체 지역',
  rentOrBuy: '대여·구매',
  offer: {
    flatrate: '구독',
    free: '무료',
    ads: '광고 포함',
    rent: '대여',
    buy: '구매',
  },
  otherRegions_other: '다른 지역 {{count}}곳에서도 볼 수 있어요',
  hideOtherRegions: '다른 지역 접기',
  watchIn: '{{region}}에서 보기',
  allOffers: '{{region}}의 모든 시청 방법',
  watchOn: '{{service}}에서 찾기',
  watchOnLabel: '{{service}}에서 찾기: {{title}} (새 탭에서 열림)',
  attribution: '시청 정보 제공:',
  attributionName: 'JustWatch',
  service: '스트리밍 서비스',
  anyService: '전체 서비스',
  unknownService: '알 수 없는 서비스',
  serviceIn: '{{region}}에서 스트리밍',
};

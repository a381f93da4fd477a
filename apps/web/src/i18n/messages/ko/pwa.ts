import type { Translation } from '../types';
import type { pwa as en } from '../en/pwa';

export const pwa: Translation<typeof en> = {
  offline: '오프라인 상태입니다. 이미 방문한 페이지는 계속 볼 수 있어요.',
  updateReady: 'K-lama의 새 버전이 준비되었습니다.',
  reload: '새로고침',
  dismiss: '나중에',
  offlinePage: {
    title: '오프라인 | K-lama',
    heading: 'K-lama가 오프라인 상태입니다',
    body: '이 페이지는 이 기기에 저장되어 있지 않고 인터넷 연결도 없습니다. 이미 방문한 페이지는 연결 없이도 열 수 있어요.',
    retry: '다시 시도',
    home: '홈으로 가기',
  },
  manifest: {
    description: '한국 드라마 카탈로그: 영어나 한국어 제목으로 검색하고, 목록을 둘러보고, 어디서 볼 수 있는지 찾아보세요.',
  },
};

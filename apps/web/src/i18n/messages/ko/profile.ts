import type { Translation } from '../types';
import type { profile as en } from '../en/profile';

export const profile: Translation<typeof en> = {
  metaDescription: '좋아요한 드라마, 북마크한 드라마, 다 본 드라마',
  loadError: '오류: {{message}}',
  links: { label: '다이어리', diary: '내 다이어리와 통계', lists: '내 목록' },
  private: {
    title: '비공개 프로필',
    metaTitle: '비공개 프로필 | K-lama',
    message: '비공개 프로필이에요. 프로필 주인만 볼 수 있어요.',
    viewMine: '내 프로필 보기',
  },
  marks: {
    liked: { list: '좋아요', title: '좋아요한 드라마', description: '좋아요를 누른 드라마' },
    bookmarked: { list: '북마크', title: '북마크한 드라마', description: '나중에 보려고 북마크한 드라마' },
    watched: { list: '시청 완료', title: '다 본 드라마', description: '끝까지 본 드라마' },
  },
  shows: {
    metaTitle: '{{title}} | K-lama',
    metaDescription: '{{description}}',
    notFoundTitle: '페이지를 찾을 수 없어요',
    notFound: "'{{category}}'라는 목록은 없어요. 목록은 좋아요, 북마크, 시청 완료 세 가지예요.",
  },
};

import type { Translation } from '../types';
import type { collection as en } from '../en/collection';

export const collection: Translation<typeof en> = {
  names: {
    'trending-now': { name: '지금 뜨는 드라마', description: '이번 주 모두가 이야기하는 한국 드라마.' },
    'upcoming-release': { name: '공개 예정작', description: '곧 첫 방송을 앞둔, 찜해 둘 만한 새 한국 드라마.' },
    'new-upcoming': { name: '신작 & 공개 예정', description: '갓 시작한 신작과 곧 찾아올 드라마.' },
    'most-popular': { name: '최고 인기작', description: '전 세계를 사로잡은 한국 드라마.' },
    'viewers-choice': { name: '시청자 추천작', description: '시청자들이 가장 높이 평가하고 가장 많이 추천한 드라마.' },
    'genre-fiction': {
      name: '장르물',
      description: '도깨비, 귀신, 좀비, 타임슬립, 괴물까지: 상상력이 가장 빛나는 한국 드라마.',
    },
  },
  notFound: {
    metaTitle: '컬렉션을 찾을 수 없음 | K-lama',
    metaDescription: '존재하지 않는 컬렉션입니다.',
    title: '컬렉션을 찾을 수 없어요',
    message: '‘{{name}}’(이)라는 컬렉션은 없어요.',
  },
};

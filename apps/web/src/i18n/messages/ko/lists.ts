import type { Translation } from '../types';
import type { lists as en } from '../en/lists';

export const lists: Translation<typeof en> = {
  mine: {
    metaTitle: '내 목록 | K-lama',
    metaDescription: '내가 만든 드라마 목록이에요.',
    title: '내 목록',
    newList: '새 목록',
    name: '이름',
    description: '설명',
    visibility: '공개 범위',
    create: '목록 만들기',
    empty: '아직 목록이 없어요. 위에서 하나 만들고, 드라마 페이지에서 작품을 담아 보세요.',
  },
  visibility: { public: '공개', private: '비공개' },
  showCount_other: '작품 {{count}}편',
  list: {
    notFound: '목록을 찾을 수 없어요',
    metaDescription: '{{username}}님의 드라마 목록',
    by: '{{username}}님의 목록',
    items: '이 목록의 작품',
    empty: '아직 담긴 작품이 없어요.',
    reorderHint: '손잡이를 끌거나, 손잡이에 초점을 두고 스페이스와 화살표 키를 눌러 순서를 바꿀 수 있어요.',
    remove: '빼기',
    removeLabel: '{{title}} 빼기',
    note: '메모',
    noteFor: '{{title}} 메모',
    editNote: '메모 고치기',
    editNoteLabel: '{{title}} 메모 고치기',
    addNote: '메모 쓰기',
    addNoteLabel: '{{title}}에 메모 쓰기',
    saveNote: '메모 저장',
    cancel: '취소',
    noteHint: '{{max}}자까지 쓸 수 있어요.',
    saving: '저장 중...',
  },
  sortable: {
    handle: '{{label}} 옮기기',
    instructions:
      '작품을 집으려면 스페이스나 엔터를 누르세요. 화살표 키로 옮기고, 다시 스페이스나 엔터를 누르면 내려놓아요. 취소하려면 Esc를 누르세요.',
    pickedUp: '{{label}}을(를) 집었어요. 전체 {{total}}개 중 {{position}}번째예요.',
    movedTo: '{{label}}이(가) 전체 {{total}}개 중 {{position}}번째로 옮겨졌어요.',
    dropped: '{{label}}을(를) 전체 {{total}}개 중 {{position}}번째에 내려놓았어요.',
    cancelled: '{{label}} 옮기기를 취소했어요.',
  },
};

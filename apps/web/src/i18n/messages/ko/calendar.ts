import type { Translation } from '../types';
import type { calendar as en } from '../en/calendar';

export const calendar: Translation<typeof en> = {
  page: {
    title: '방영 캘린더',
    metaTitle: '방영 캘린더 | K-lama',
    metaDescription: '어떤 드라마가 언제 방영되는지 한눈에. 한 달 방영 일정이나 내가 보는 드라마만 골라 볼 수 있어요.',
    loading: '방영 일정을 불러오는 중...',
    error: '캘린더를 불러오지 못했어요',
  },
  navigation: {
    label: '월 이동',
    previous: '이전 달',
    next: '다음 달',
    today: '오늘',
  },
  filter: {
    label: '드라마',
    all: '전체 드라마',
    mine: '내 드라마',
    mineHint: '보는 중, 볼 예정이거나 북마크한 드라마',
  },
  empty: {
    showingNearest: '{{month}}에는 방영 일정이 없어 {{shown}} 일정을 보여 드려요.',
    month: '{{month}}에는 방영하는 드라마가 없어요.',
    mine: '{{month}}에는 내 드라마 방영 일정이 없어요.',
    nearest: '방영 일정이 있는 가까운 달:',
    none: '아직 캘린더에 방영 일정이 없어요.',
    noneMine: '아직 캘린더에 내 드라마 방영 일정이 없어요. 드라마를 북마크하거나 보는 중, 볼 예정으로 표시해 보세요.',
  },
  grid: {
    label: '{{month}} 방영 일정',
    today: '오늘',
    airings_other: '{{count}}편 방영',
    keyboard: '방향키로 날짜를 이동할 수 있어요.',
  },
  item: {
    episode: '{{episode}}화',
    seasonEpisode: '시즌 {{season}} {{episode}}화',
    episodes: '{{from}}~{{to}}화',
    seasonEpisodes: '시즌 {{season}} {{from}}~{{to}}화',
  },
  show: {
    add: '캘린더에 추가',
    hint_other: '총 {{count}}화, {{first}} ~ {{last}}',
    single: '{{date}} 공개',
  },
  feed: {
    title: '캘린더 구독',
    intro:
      '구글 캘린더, 애플 캘린더, 아웃룩에서 내 드라마의 방영 일정을 구독하세요. 보는 중, 볼 예정이거나 북마크한 드라마의 한 달 전부터 여섯 달 뒤까지의 회차가 담겨요.',
    secret: '이 주소는 나만 알고 있어야 해요. 주소를 아는 사람은 누구나 내 드라마 목록을 볼 수 있어요.',
    shownOnce: '개인정보 보호를 위해 주소는 한 번만 보여 드려요. 다시 보려면 새 주소를 만드세요. 그러면 이전 주소는 더 이상 쓸 수 없어요.',
    create: '구독 주소 만들기',
    regenerate: '새 주소 만들기',
    revoke: '구독 끄기',
    urlLabel: '내 구독 주소',
    subscribe: '캘린더 앱에서 열기',
    copy: '복사',
    copied: '복사했어요',
    copyFailed: '복사하지 못했어요. 주소를 직접 선택해서 복사해 주세요.',
    created: '구독 주소가 준비됐어요.',
    regenerated: '새 주소가 준비됐어요. 이전 주소는 이제 쓸 수 없어요.',
    revoked: '구독을 껐어요. 이전 주소는 이제 쓸 수 없어요.',
  },
};

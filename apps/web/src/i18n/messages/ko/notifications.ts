import type { Translation } from '../types';
import type { notifications as en } from '../en/notifications';

export const notifications: Translation<typeof en> = {
  settings: {
    heading: '알림',
    intro: '보는 중이거나 볼 예정인 드라마의 새 에피소드를 알려 드려요.',
    timeZone: '시간대',
    timeZoneHelp: '방영일 오전 9시(이 시간대 기준)에 알려 드려요.',
    channels: '새 에피소드 알림 받기',
    inApp: '앱 안에서 (종 아이콘)',
    push: '푸시 알림으로',
    email: '이메일로',
    emailHelp: '메일은 확인된 주소로 보내며, 메일마다 수신 거부 링크가 있습니다.',
    digestHelp: '내 시간대의 오전 8시에 보냅니다. 매일 또는 매주 월요일에 그 주의 에피소드를 보내며, 에피소드가 없으면 보내지 않습니다.',
    lead: '언제',
    leadAtAirTime: '방영 시간에',
    leadHours_one: '{{count}}시간 전',
    leadHours_other: '{{count}}시간 전',
    digest: '이메일 요약',
    digestOff: '끄기',
    digestDaily: '매일',
    digestWeekly: '매주',
    save: '알림 설정 저장',
    saving: '저장하는 중…',
    saved: '저장했어요',
  },
  bell: {
    label: '알림',
    // the badge's number must read as a word of the name (axe: label-content-name-mismatch): no counter suffix
    labelUnread_one: '알림, 읽지 않음 {{count}}',
    labelUnread_other: '알림, 읽지 않음 {{count}}',
  },
  centre: {
    metaTitle: '알림 | K-lama',
    title: '알림',
    description: '보는 중이거나 볼 예정인 드라마의 새 에피소드 소식이에요.',
    empty: '아직 알림이 없어요. 드라마를 보는 중이나 볼 예정으로 표시하면 새 에피소드 소식이 여기에 와요.',
    error: '알림을 불러오지 못했어요.',
    newEpisode: '{{show}}: 시즌 {{season}} {{episode}}화, {{date}} 방영',
    episodeName: '“{{name}}”',
    unread: '읽지 않음',
    markRead: '읽음으로 표시',
    markAllRead: '모두 읽음으로 표시',
    more: '이전 알림',
    loadingMore: '이전 알림을 불러오는 중…',
    settingsLink: '알림 설정',
  },
};

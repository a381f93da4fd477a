import type { Translation } from '../types';
import type { deletion as en } from '../en/deletion';

export const deletion: Translation<typeof en> = {
  title: '계정 삭제',
  lead: '계정을 삭제하면 시청 기록, 표시, 목록(공개 목록 포함)과 캘린더 피드가 영구히 지워져요. 사용자 이름과 이메일은 누구나 다시 쓸 수 있게 돼요.',
  exportFirst: '먼저 시청 기록을 내려받아 보관하세요.',
  download: '시청 기록 내려받기({{format}})',
  open: '계정 삭제…',
  dialogTitle: '계정을 삭제할까요?',
  warning: '되돌릴 수 없어요. K-lama에 기록한 모든 것이 바로 지워지고, 공개 목록도 사라지며, 모든 기기에서 로그아웃돼요.',
  password: '비밀번호',
  passwordHint: '본인 확인을 위해 비밀번호를 입력하세요.',
  googleHint: 'Google로 로그인하는 계정이에요. 삭제하려면 Google로 확인하세요.',
  passkey: '패스키로 확인',
  passkeyHint: '또는 패스키로 확인할 수도 있어요.',
  googleOrPasskeyHint: 'Google로 로그인하는 계정이에요. 삭제하려면 Google이나 패스키로 확인하세요.',
  passkeyOnlyHint: '계정을 삭제하려면 패스키로 확인하세요.',
  passkeyCancelled: '패스키 확인 창이 닫혔어요. 계정은 삭제되지 않았어요.',
  cancel: '계정 유지',
  confirm: '계정 삭제',
  deleting: '삭제하는 중…',
  doneTitle: '계정이 삭제되었어요',
  doneBody: '계정의 모든 정보가 지워졌고 로그아웃되었어요. 함께 나눠 주신 드라마 이야기에 감사드려요.',
  doneHome: '홈으로 가기',
  doneMetaDescription: 'K-lama 계정이 삭제되었어요.',
};

import type { Translation } from '../types';
import type { stepUp as en } from '../en/step-up';

export const stepUp: Translation<typeof en> = {
  title: '본인 확인',
  lead: '계정을 안전하게 지키기 위해 이메일, 패스키, 2단계 로그인, 세션을 바꾸기 전에 본인인지 확인해 주세요. 몇 분 동안은 다시 묻지 않아요.',
  password: '비밀번호',
  passwordHint: '계속하려면 비밀번호를 입력하세요.',
  googleHint: 'Google로 로그인하는 계정이에요. 계속하려면 Google로 확인하세요.',
  passkey: '패스키로 확인',
  passkeyHint: '또는 패스키로 확인할 수도 있어요.',
  googleOrPasskeyHint: 'Google로 로그인하는 계정이에요. 계속하려면 Google이나 패스키로 확인하세요.',
  passkeyOnlyHint: '계속하려면 패스키로 확인하세요.',
  passkeyCancelled: '패스키 확인 창이 닫혔어요. 아무것도 바뀌지 않았어요.',
  cancel: '취소',
  confirm: '확인',
  confirming: '확인하는 중…',
};

import type { Translation } from '../types';
import type { settings as en } from '../en/settings';

export const settings: Translation<typeof en> = {
  title: '설정',
  metaTitle: '설정 | K-lama',
  metaDescription: 'K-lama 계정 설정',
  personal: {
    title: '개인 정보',
    username: '아이디',
    usernameHint: '아이디는 바꿀 수 없어요.',
    email: '이메일',
    submit: '변경 사항 저장',
    submitting: '저장하는 중...',
    saved: '이메일 주소를 변경했어요',
  },
  password: {
    title: '비밀번호 변경',
    current: '현재 비밀번호',
    new: '새 비밀번호',
    submit: '비밀번호 변경',
    submitting: '저장하는 중...',
    changed: '비밀번호를 변경했어요. 다른 기기에서는 모두 로그아웃되었어요.',
  },
  region: {
    title: '시청 지역',
    hint: '작품 상세 페이지와 탐색에서 어느 나라의 스트리밍 서비스를 보여 줄지 정해요. 계정에 저장되니 다른 기기에서도 똑같이 보여요.',
  },
};

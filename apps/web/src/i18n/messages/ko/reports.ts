import type { Translation } from '../types';
import type { reports as en } from '../en/reports';

export const reports: Translation<typeof en> = {
  action: '신고',
  // the visible word (action) stands whole in each name (WCAG 2.5.3, axe label-content-name-mismatch)
  actionOf: {
    review: '이 리뷰 신고',
    list: '이 리스트 신고',
    profile: '이 프로필 신고',
    comment: '이 댓글 신고',
  },
  title: {
    review: '리뷰 신고',
    list: '리스트 신고',
    profile: '프로필 신고',
    comment: '댓글 신고',
  },
  intro: '무엇이 문제인지 운영진에게 알려 주세요. 운영진은 신고 내용만 보고 신고한 사람은 알 수 없어요.',
  reasonLegend: '신고 사유',
  reasons: {
    spam: '스팸 또는 광고',
    harassment: '괴롭힘 또는 따돌림',
    spoiler: '스포일러 표시 없는 스포일러',
    hate: '혐오 표현',
    other: '기타',
  },
  note: '자세한 내용 (선택)',
  noteHint: '최대 {{max}}자까지 쓸 수 있어요.',
  send: '신고 보내기',
  sending: '보내는 중…',
  cancel: '취소',
  chooseReason: '신고 사유를 골라 주세요.',
  sent: '신고해 주셔서 고마워요. 운영진이 확인할게요.',
  close: '확인',
};

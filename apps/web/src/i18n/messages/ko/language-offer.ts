import type { languageOffer as english } from '../en/language-offer';
import type { Translation } from '../types';

export const languageOffer: Translation<typeof english> = {
  label: '한국어 페이지',
  text: '이 페이지는 한국어로도 볼 수 있어요.',
  view: '한국어로 보기',
  dismiss: '닫기',
};

import type { Translation } from '../types';
import type { about as en } from '../en/about';

export const about: Translation<typeof en> = {
  title: 'K-lama 소개',
  description: 'K-lama는 팬이 팬을 위해 만든 한국 드라마 카탈로그입니다.',
  codeExample: '코드 예시',
};

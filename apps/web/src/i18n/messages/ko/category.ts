import type { Translation } from '../types';
import type { category as en } from '../en/category';

export const category: Translation<typeof en> = {
  description: {
    provider: '{{name}}에서 볼 수 있는 드라마',
    cast: '{{name}} 출연 드라마',
    crew: '{{name}} 제작 드라마',
    year: '{{name}}년 방영 드라마',
    genre: '{{name}} 장르 드라마',
    keyword: '‘{{name}}’ 키워드 드라마',
  },
  knownFor: '주요 분야: {{department}}',
  departments: { Acting: '연기', Directing: '연출', Writing: '각본', Crew: '제작' },
  person: {
    born: '출생',
    died: '사망',
    birthplace: '출생지',
    bornOn: '{{date}} (만 {{age}}세)',
    diedOn: '{{date}} (향년 {{age}}세)',
    biography: '소개',
    more: '더 보기',
    less: '접기',
  },
  unsupported: {
    metaTitle: '지원하지 않는 분류 | K-lama',
    message: '지원하지 않는 분류입니다',
  },
};

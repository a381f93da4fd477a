import type { Translation } from '../types';
import type { auth as en } from '../en/auth';

export const auth: Translation<typeof en> = {
  fields: { username: '아이디', email: '이메일', password: '비밀번호' },
  meta: { description: 'K-lama에 로그인하고 좋아요한 드라마, 북마크한 드라마, 다 본 드라마를 목록으로 관리하세요.' },
  login: {
    title: '로그인',
    metaTitle: '로그인 | K-lama',
    lead: 'K-lama에 다시 오신 것을 환영해요.',
    submit: '로그인',
    submitting: '로그인하는 중...',
    switchPrompt: '아직 계정이 없으신가요? ',
    switchLink: '회원가입',
  },
  signup: {
    title: '회원가입',
    metaTitle: '회원가입 | K-lama',
    lead: '계정을 만들고 나만의 드라마 목록을 관리해 보세요.',
    submit: '가입하기',
    submitting: '계정을 만드는 중...',
    switchPrompt: '이미 계정이 있으신가요? ',
    switchLink: '로그인',
  },
  google: { or: '또는' },
  complete: {
    title: '아이디 만들기',
    metaTitle: '아이디 만들기 | K-lama',
    metaDescription: '아이디를 만들면 가입이 끝납니다.',
    lead: '아이디를 만들면 가입이 끝나요',
    submit: '가입 완료',
    submitting: '저장하는 중...',
  },
};

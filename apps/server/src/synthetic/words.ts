/** Word stock for plausible synthetic titles and names (English and Hangul). */
export const ENGLISH_TITLE_WORDS = [
  'Love', 'Moon', 'Secret', 'Spring', 'Winter', 'Garden', 'Palace', 'Doctor', 'Lawyer', 'City', 'Star', 'Heart', 'Night',
  'Summer', 'Blossom', 'River', 'Sky', 'Song', 'Dream', 'Shadow', 'Kingdom', 'Queen', 'Prince', 'Detective', 'Office',
  'Family', 'Village', 'Letter', 'Promise', 'Wind', 'Rain', 'Snow', 'Light', 'Memory', 'Destiny', 'Hospital', 'School',
  'Café', 'Bride', 'Ghost', 'Tale', 'Return', 'Mask', 'Crown', 'Road', 'Island', 'Sea', 'Fire', 'Flower', 'Butterfly',
] as const;
export const ENGLISH_TITLE_PATTERNS = [
  (a: string, b: string) => `${a} of the ${b}`,
  (a: string, b: string) => `My ${a} ${b}`,
  (a: string, b: string) => `The ${a} ${b}`,
  (a: string, b: string) => `${a} and ${b}`,
  (a: string) => `${a}`,
  (a: string, b: string) => `When the ${a} Meets the ${b}`,
  (a: string, b: string) => `Dear ${a}, ${b}`,
] as const;
export const HANGUL_TITLE_WORDS = [
  '사랑', '달', '비밀', '봄', '겨울', '정원', '궁', '의사', '변호사', '도시', '별', '마음', '밤', '여름', '꽃', '강', '하늘',
  '노래', '꿈', '그림자', '왕국', '여왕', '왕자', '형사', '회사', '가족', '마을', '편지', '약속', '바람', '비', '눈', '빛',
  '기억', '운명', '병원', '학교', '카페', '신부', '유령', '이야기', '귀환', '가면', '왕관', '길', '섬', '바다', '불', '나비',
] as const;
export const HANGUL_PARTICLES = ['의', '와', '과 ', ' 그리고 ', '의 ', ' '] as const;

export const FAMILY_NAMES = [
  ['Kim', '김'], ['Lee', '이'], ['Park', '박'], ['Choi', '최'], ['Jung', '정'], ['Kang', '강'], ['Cho', '조'], ['Yoon', '윤'],
  ['Jang', '장'], ['Lim', '임'], ['Han', '한'], ['Oh', '오'], ['Seo', '서'], ['Shin', '신'], ['Kwon', '권'], ['Hwang', '황'],
  ['Ahn', '안'], ['Song', '송'], ['Jeon', '전'], ['Hong', '홍'], ['Go', '고'], ['Moon', '문'], ['Yang', '양'], ['Son', '손'],
] as const;
export const GIVEN_SYLLABLES = [
  ['Min', '민'], ['Ji', '지'], ['Seo', '서'], ['Hyun', '현'], ['Woo', '우'], ['Jun', '준'], ['Soo', '수'], ['Yeon', '연'],
  ['Ha', '하'], ['Eun', '은'], ['Young', '영'], ['Jin', '진'], ['Hye', '혜'], ['Sung', '성'], ['Da', '다'], ['Bin', '빈'],
  ['Na', '나'], ['Yoo', '유'], ['Ho', '호'], ['Kyung', '경'], ['Joo', '주'], ['Won', '원'], ['Hee', '희'], ['Tae', '태'],
] as const;
export const ROLES = ['the heir', 'the detective', 'the doctor', 'the lawyer', 'the chef', 'the teacher', 'the idol', 'the CEO', 'the ghost', 'the prince', 'the rookie', 'the secretary'] as const;
export const KEYWORD_STEMS = [
  'based on webtoon', 'time travel', 'revenge', 'first love', 'contract marriage', 'chaebol', 'amnesia', 'love triangle',
  'office romance', 'small town', 'joseon dynasty', 'serial killer', 'hospital', 'courtroom', 'high school', 'k-pop',
  'supernatural', 'fake relationship', 'enemies to lovers', 'single father', 'found family', 'zombie', 'prosecutor',
  'healing', 'friendship', 'cooking', 'north korea', 'body swap', 'gumiho', 'reincarnation', 'cold hero', 'sports',
] as const;

import type { Translation } from '../types';
import type { meta as en } from '../en/meta';

export const meta: Translation<typeof en> = {
  list: {
    and: '{{items}}, {{last}}',
    separator: ', ',
  },
  country: '대한민국',
  home: {
    title: 'K-lama | 취향에 꼭 맞는 다음 한국 드라마 찾기',
    description:
      '한국어나 영어 제목으로 한국 드라마를 검색하고, 요즘 뜨는 작품과 새로 공개된 작품을 둘러보고, 어디서 볼 수 있는지 확인하세요.',
    whereQuestion: '한국 드라마는 온라인에서 어디서 볼 수 있나요?',
    whereAnswer: 'K-lama는 넷플릭스, 라쿠텐 비키, 코코와, 프라임 비디오 등 드라마마다 볼 수 있는 스트리밍 서비스를 알려 드립니다.',
    popularQuestion: '요즘 가장 인기 있는 한국 드라마는 무엇인가요?',
  },
  popularAnswer: '인기작으로는 {{names}} 등이 있습니다.',
  details: {
    title: '{{name}} | 어디서 볼까 · 비슷한 드라마 | K-lama',
    description: '{{name}}, 어디서 볼 수 있는지와 비슷한 드라마를 확인하세요.',
    notFoundTitle: '드라마를 찾을 수 없음 | K-lama',
    notFoundDescription: '이 드라마 정보를 불러오지 못했습니다.',
    whereQuestion: '{{name}}, 어디서 볼 수 있나요?',
    whereAnswer: '{{name}}, {{providers}}에서 볼 수 있습니다.',
    whereUnknown: '{{name}}의 미국 스트리밍 정보는 곧 제공될 예정입니다.',
    themesQuestion: '{{name}}에서는 어떤 이야기를 다루나요?',
    themesAnswer: '{{name}}에서는 {{themes}} 같은 주제를 다룹니다.',
  },
  discover: {
    title: '인기 한국 드라마 탐색 | K-lama',
    description: '장르, 분위기, 키워드로 한국 드라마를 골라 지금 딱 보고 싶은 K-드라마를 찾아보세요.',
    findQuestion: '마음에 들 만한 한국 드라마는 어떻게 찾나요?',
    findAnswer: '탐색 페이지에서 장르와 분위기, 키워드 몇 개를 고르면 K-lama가 모든 조건에 맞는 드라마를 보여 드립니다.',
    shareQuestion: '탐색 필터를 공유할 수 있나요?',
    shareAnswer: '네. 필터와 페이지가 주소에 담기기 때문에 링크를 공유하면 같은 결과가 열립니다.',
  },
  category: {
    title: {
      genre: '{{name}} 한국 드라마 추천 | 꼭 봐야 할 {{name}} K-드라마 | K-lama',
      year: '{{name}}년 한국 드라마 추천 | {{name}}년 인기 K-드라마 | K-lama',
      provider: '{{name}} 한국 드라마 추천 | K-드라마 어디서 볼까 | K-lama',
      keyword: '‘{{name}}’ 한국 드라마 추천 | 꼭 봐야 할 K-드라마 | K-lama',
      cast: '{{name}} 출연 드라마 목록 | {{name}} 주연 K-드라마 추천 | K-lama',
      crew: '{{name}} 제작 한국 드라마 | {{name}} 작품 목록 | K-lama',
    },
    whereQuestion: '{{name}} 한국 드라마는 어디서 볼 수 있나요?',
    whereAnswer: 'K-lama는 여기 모인 {{description}}를 포함해 모든 드라마를 어디서 볼 수 있는지 알려 드립니다.',
    bestQuestion: '{{name}} K-드라마 추천작은 무엇인가요?',
  },
  collection: {
    title: '{{name}} | 엄선한 한국 드라마 컬렉션 | K-lama',
    description: '{{name}}: 엄선한 한국 드라마 컬렉션.',
    popularQuestion: '{{name}} K-드라마가 인기 있는 이유는 무엇인가요?',
  },
};

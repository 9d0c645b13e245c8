import type { CharacterPartTable } from '../schema.ts';

/** The eight content spheres of spec §2 (the sidebar's content categories). */
export const SPHERES = [
  { slug: 'cooking', name: '요리', icon: '🍳', description: '오늘 뭐 먹지? 레시피와 먹방 영상을 나눠요.' },
  { slug: 'knowledge', name: '지식', icon: '📚', description: '알아두면 쓸모 있는 교양·과학·역사 영상 모음.' },
  { slug: 'humor', name: '유머', icon: '😂', description: '보기만 해도 웃음이 나는 영상과 짤.' },
  { slug: 'economy', name: '경제', icon: '💰', description: '재테크, 부동산, 주식까지 돈 되는 이야기.' },
  { slug: 'news', name: '뉴스', icon: '📰', description: '오늘의 주요 뉴스와 시사 해설.' },
  { slug: 'sports', name: '스포츠', icon: '⚽', description: '야구, 축구, e스포츠 하이라이트와 응원.' },
  { slug: 'asmr', name: 'ASMR', icon: '🎧', description: '잠들기 전 듣기 좋은 편안한 소리.' },
  { slug: 'gaming', name: '게임', icon: '🎮', description: '신작 리뷰부터 공략, 스트리머 클립까지.' },
] as const;

type Part = Omit<CharacterPartTable, 'sort_order'>;

/** Companion parts: 8 base models and 16 accessories across the four rarities (spec §3/§9). */
export const CHARACTER_PARTS: Part[] = [
  { part_id: 'base_sprout', part_type: 'base', part_name: '새싹이', part_description: '막 돋아난 새싹. 누구나 처음은 새싹부터!', part_icon: '🌱', unlock_level: 1, rarity: 'common' },
  { part_id: 'base_cat', part_type: 'base', part_name: '냥냥이', part_description: '호기심 많은 고양이 친구.', part_icon: '🐱', unlock_level: 1, rarity: 'common' },
  { part_id: 'base_puppy', part_type: 'base', part_name: '멍멍이', part_description: '언제나 반겨주는 강아지.', part_icon: '🐶', unlock_level: 1, rarity: 'common' },
  { part_id: 'base_bunny', part_type: 'base', part_name: '깡총이', part_description: '귀가 쫑긋한 토끼. 새 영상 소식에 제일 먼저 반응해요.', part_icon: '🐰', unlock_level: 3, rarity: 'rare' },
  { part_id: 'base_panda', part_type: 'base', part_name: '판다', part_description: '느긋하게 ASMR을 즐기는 판다.', part_icon: '🐼', unlock_level: 4, rarity: 'rare' },
  { part_id: 'base_fox', part_type: 'base', part_name: '여우', part_description: '트렌드를 누구보다 빨리 읽는 영리한 여우.', part_icon: '🦊', unlock_level: 6, rarity: 'epic' },
  { part_id: 'base_unicorn', part_type: 'base', part_name: '유니콘', part_description: '꾸준히 활동한 사람에게만 나타나는 유니콘.', part_icon: '🦄', unlock_level: 8, rarity: 'epic' },
  { part_id: 'base_dragon', part_type: 'base', part_name: '청룡', part_description: '스피어의 전설. 최고 레벨의 상징.', part_icon: '🐲', unlock_level: 10, rarity: 'legendary' },
  { part_id: 'acc_ribbon', part_type: 'accessory', part_name: '리본', part_description: '깜찍한 분홍 리본.', part_icon: '🎀', unlock_level: 1, rarity: 'common' },
  { part_id: 'acc_cap', part_type: 'accessory', part_name: '야구모자', part_description: '직관 갈 때 필수템.', part_icon: '🧢', unlock_level: 1, rarity: 'common' },
  { part_id: 'acc_glasses', part_type: 'accessory', part_name: '뿔테 안경', part_description: '지식 영상 볼 때 집중력 +1.', part_icon: '👓', unlock_level: 1, rarity: 'common' },
  { part_id: 'acc_flower', part_type: 'accessory', part_name: '벚꽃', part_description: '봄바람에 날아온 꽃잎.', part_icon: '🌸', unlock_level: 1, rarity: 'common' },
  { part_id: 'acc_headphones', part_type: 'accessory', part_name: '헤드폰', part_description: '좋아하는 플레이리스트와 함께.', part_icon: '🎧', unlock_level: 2, rarity: 'common' },
  { part_id: 'acc_scarf', part_type: 'accessory', part_name: '목도리', part_description: '겨울에도 따뜻하게.', part_icon: '🧣', unlock_level: 2, rarity: 'common' },
  { part_id: 'acc_sunglasses', part_type: 'accessory', part_name: '선글라스', part_description: '인싸의 필수 아이템.', part_icon: '🕶️', unlock_level: 3, rarity: 'rare' },
  { part_id: 'acc_balloon', part_type: 'accessory', part_name: '풍선', part_description: '축하할 일이 있을 때.', part_icon: '🎈', unlock_level: 3, rarity: 'rare' },
  { part_id: 'acc_tophat', part_type: 'accessory', part_name: '중절모', part_description: '품격 있는 신사의 모자.', part_icon: '🎩', unlock_level: 4, rarity: 'rare' },
  { part_id: 'acc_camera', part_type: 'accessory', part_name: '카메라', part_description: '나도 이제 크리에이터.', part_icon: '📷', unlock_level: 5, rarity: 'rare' },
  { part_id: 'acc_mic', part_type: 'accessory', part_name: '마이크', part_description: '라이브 방송 준비 완료.', part_icon: '🎤', unlock_level: 6, rarity: 'epic' },
  { part_id: 'acc_rainbow', part_type: 'accessory', part_name: '무지개', part_description: '좋은 일이 생길 것 같은 예감.', part_icon: '🌈', unlock_level: 6, rarity: 'epic' },
  { part_id: 'acc_guitar', part_type: 'accessory', part_name: '기타', part_description: '커버 영상 한 곡 뽑아볼까요?', part_icon: '🎸', unlock_level: 7, rarity: 'epic' },
  { part_id: 'acc_gem', part_type: 'accessory', part_name: '보석', part_description: '반짝반짝 빛나는 희귀 보석.', part_icon: '💎', unlock_level: 8, rarity: 'legendary' },
  { part_id: 'acc_crown', part_type: 'accessory', part_name: '왕관', part_description: '스피어를 지배하는 자의 왕관.', part_icon: '👑', unlock_level: 9, rarity: 'legendary' },
  { part_id: 'acc_trophy', part_type: 'accessory', part_name: '트로피', part_description: '최고 레벨 달성 기념 트로피.', part_icon: '🏆', unlock_level: 10, rarity: 'legendary' },
];

/** Spec §7 admin settings, both visible by default. */
export const DEFAULT_ADMIN_SETTINGS = { companion_visible: 'true', recommended_spheres_visible: 'true' } as const;

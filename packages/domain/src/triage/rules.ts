import { UNDER_3_MONTHS_MAX_DAYS, UNDER_6_MONTHS_MAX_DAYS } from './age-bands.ts';
import { type ConsultTypeCode, hasFever, type TriageFacts } from './facts.ts';
import type { TriageLevel } from './levels.ts';
import type { TriageSourceKey } from './sources.ts';
import { chineseNumber, clausesOf, daysIn, findPattern, findStated, pattern, withoutAges } from './text.ts';

/**
 * The triage rules (issue 23): red flags (the two emergency levels) and amber features (24小时内就医),
 * each written from its source and read on every answer and every free-text message. A rule says what
 * sign it found, never what illness it suggests.
 */
export interface TriageRule {
  id: string;
  /** The sign as the parent reads it back: 抽搐, 嘴唇发紫 … */
  sign: string;
  level: TriageLevel;
  source: TriageSourceKey;
  /** True when the facts show the sign. */
  test: (f: TriageFacts) => boolean;
  /** More ways parents say it, as patterns (`G` a short gap without a negation: 嘴唇G青). */
  patterns?: readonly string[];
  /** Words that, in the same clause, make a pattern mean something else. */
  unless?: readonly string[];
  /** The yes/no question that asks for it in the interview, and for which complaints it is asked. */
  question?: {
    text: string;
    types: readonly ConsultTypeCode[] | 'all';
    maxAgeDays?: number;
    minAgeDays?: number;
  };
}

const said =
  (phrases: readonly string[], unless: readonly string[] = []) =>
  (f: TriageFacts) =>
    findStated(f.text, phrases, unless) !== null;

/** A clause that holds one word of each list, stated without negation (误吃 + 电池). */
const saidTogether =
  (first: readonly string[], second: readonly string[], unless: readonly string[] = []) =>
  (f: TriageFacts) =>
    clausesOf(f.text).some(
      (c) =>
        !unless.some((u) => c.includes(u)) &&
        findStated(c, first) !== null &&
        second.some((w) => c.includes(w)),
    );

const ALL = 'all' as const;

const SEIZURE = [
  '抽搐',
  '抽风',
  '抽了',
  '抽起来',
  '在抽',
  '抽筋',
  '惊厥',
  '翻白眼',
  '眼睛上翻',
  '两眼上翻',
  '眼球上翻',
  '四肢抖动',
  '手脚抖动',
  '手脚一抽一抽',
  '牙关紧闭',
  '口吐白沫',
  '全身僵硬',
  '全身发硬',
  '身体挺直',
];
const NOT_SEIZURE = [
  '抽血',
  '腿抽筋',
  '小腿抽筋',
  '脚抽筋',
  '抽鼻涕',
  '抽纸',
  '抽屉',
  '抽空',
  '抽烟',
  '抽时间',
];
const BURN = ['烫伤', '烫到', '烫了', '烧伤', '开水', '热水', '热汤', '油烫', '热油', '溅到', '油溅'];
const INJURY = ['栽', '着地', '摔', '撞', '磕', '跌', '碰到头', '碰了头', '掉下', '滚下', '砸到'];
const HEAD = ['头', '脑袋', '后脑勺', '额头', '脑门'];

export const TRIAGE_RULES: readonly TriageRule[] = [
  // 呼叫120: airway, breathing, circulation, consciousness (NICE NG143 1.2.1.1).
  {
    id: 'not_breathing',
    sign: '呼吸停止或呼吸暂停',
    level: 'emergency_ambulance',
    source: 'nice143Life',
    test: said([
      '不呼吸',
      '没有呼吸',
      '没呼吸',
      '呼吸停',
      '停止呼吸',
      '呼吸暂停',
      '没气了',
      '没有气了',
      '憋过去',
    ]),
  },
  {
    id: 'cyanosis',
    sign: '嘴唇或脸色发紫发青',
    level: 'emergency_ambulance',
    source: 'nice143Life',
    patterns: ['嘴唇G(发紫|紫|发青|青|乌|发乌|发黑)', '(脸|脸色|面色|嘴巴|嘴)G(发紫|青紫|发青|紫了)'],
    test: said([
      '嘴唇发紫',
      '嘴唇紫',
      '嘴唇青',
      '嘴唇发青',
      '嘴唇乌',
      '嘴巴发紫',
      '嘴发紫',
      '脸发紫',
      '脸色发紫',
      '脸色青紫',
      '脸憋紫',
      '憋得发紫',
      '憋紫',
      '全身发紫',
      '发紫',
      '青紫',
      '脸色发青',
    ]),
    question: {
      text: '宝宝的嘴唇或脸色有没有发紫、发青？',
      types: ['fever', 'respiratory', 'other', 'injury'],
    },
  },
  {
    id: 'unresponsive',
    sign: '叫不醒或没有反应',
    level: 'emergency_ambulance',
    source: 'nice143Life',
    patterns: [
      '(拍|摇|推|掐|捏|碰|喊|叫)G(也|都)?(没|没有)(什么)?反应',
      '眼睛都不G睁',
      '喊G不应',
      '(拍|捏|掐)G都不睁眼',
    ],
    test: said([
      '喊她名字不应',
      '喊他名字不应',
      '不睁眼',
      '叫不醒',
      '喊不醒',
      '推不醒',
      '摇不醒',
      '弄不醒',
      '叫不应',
      '叫他没反应',
      '叫她没反应',
      '昏迷',
      '不省人事',
      '昏过去',
      '晕过去',
      '晕倒',
      '昏倒',
      '失去意识',
      '意识不清',
      '神志不清',
      '人事不知',
    ]),
    question: { text: '宝宝是不是叫不醒，或者叫他（她）也没有反应？', types: ALL },
  },
  {
    id: 'seizure_long',
    sign: '抽搐不止或超过5分钟',
    level: 'emergency_ambulance',
    source: 'cnFebrileSeizure',
    test: (f) =>
      said(
        ['一直在抽', '还在抽', '抽个不停', '抽不停', '一直抽', '抽了很久', '抽了好久', '抽了半天'],
        NOT_SEIZURE,
      )(f) ||
      clausesOf(f.text).some((c) => {
        if (!SEIZURE.some((w) => c.includes(w)) || NOT_SEIZURE.some((w) => c.includes(w))) return false;
        if (/还没停|没停下|停不下来|不停|止不住|没有停/.test(c)) return true;
        const minutes = /([\d一二两三四五六七八九十]+)分钟/.exec(c)?.[1];
        return (minutes ? (chineseNumber(minutes) ?? 0) : 0) >= 5;
      }),
  },
  {
    id: 'breathing_severe',
    sign: '呼吸非常困难',
    level: 'emergency_ambulance',
    source: 'nice143Life',
    test: said([
      '喘得厉害',
      '喘得很厉害',
      '喘不上气',
      '喘不过气',
      '上不来气',
      '喘不动',
      '呼吸困难',
      '呼吸很困难',
      '憋气',
      '憋得',
      '憋住了',
    ]),
    question: {
      text: '宝宝有没有喘不上气、呼吸很费力（吸气时胸口往里凹、鼻翼扇动或呼吸时发出哼哼声）？',
      types: ['fever', 'respiratory', 'other'],
    },
  },
  {
    id: 'choking',
    sign: '异物卡住喉咙',
    level: 'emergency_ambulance',
    source: 'nice143Life',
    test: said(['卡住喉咙', '卡在喉咙', '卡喉咙', '噎住', '噎着了', '呛住了喘', '卡住了喘不', '异物卡']),
  },
  {
    id: 'anaphylaxis',
    sign: '嘴唇或舌头肿胀',
    level: 'emergency_ambulance',
    source: 'anaphylaxis',
    patterns: ['(嘴唇|舌头|喉咙|嗓子|嘴巴)G肿', '(嘴唇|舌头|喉咙)G(一下子|突然|马上)?G肿'],
    test: said([
      '嘴唇肿',
      '舌头肿',
      '喉咙肿',
      '嗓子肿得',
      '喉咙发紧',
      '喉头水肿',
      '脸和嘴唇肿',
      '眼睛和嘴唇都肿',
    ]),
  },
  {
    id: 'bleeding_major',
    sign: '大量出血止不住',
    level: 'emergency_ambulance',
    source: 'nice143Life',
    test: said(['血流不止', '大出血', '止不住血', '血止不住', '流了很多血', '血一直流']),
  },
  // 立即急诊: NICE NG143 red features, IMCI danger signs, and the injuries that cannot wait.
  {
    id: 'fever_under_3_months',
    sign: '3个月以下宝宝发热',
    level: 'emergency',
    source: 'nice143',
    test: (f) => f.judgedAgeDays <= UNDER_3_MONTHS_MAX_DAYS && hasFever(f),
  },
  {
    id: 'cold_young_infant',
    sign: '小婴儿体温过低',
    level: 'emergency',
    source: 'imciInfant',
    test: (f) => f.judgedAgeDays <= 60 && f.minTemperature !== null && f.minTemperature < 36,
  },
  {
    id: 'seizure',
    sign: '抽搐',
    level: 'emergency',
    source: 'cnFebrileSeizure',
    patterns: ['一抽一抽', '(手|脚|脸|胳膊|腿|身体)G(抽动|抖动|一抽)'],
    test: said(SEIZURE, NOT_SEIZURE),
    question: {
      text: '宝宝有没有抽搐（翻白眼、手脚抖动或全身僵硬）？',
      types: ['fever', 'injury', 'other', 'vomitDiarrhoea'],
    },
  },
  {
    id: 'non_blanching_rash',
    sign: '压之不褪色的皮疹',
    level: 'emergency',
    source: 'nice143',
    patterns: ['压G(不退|不褪|不消|不掉)', '(红点|点点|疹子|斑)G(不退|不褪)', '压着看G还在'],
    test: said([
      '没褪',
      '没退色',
      '一点没褪',
      '还是不褪',
      '针尖',
      '不褪色',
      '不退色',
      '不消退',
      '压不褪',
      '压了不褪',
      '按了不褪',
      '按压不褪',
      '按了不退',
      '压了不退',
      '压着不褪',
      '出血点',
      '出血疹',
      '瘀点',
      '淤点',
      '瘀斑',
      '淤斑',
      '紫癜',
      '针尖样',
      '针尖大小的红点',
      '紫红色的点',
      '紫红色小点',
    ]),
    question: { text: '宝宝身上有没有用透明玻璃杯压住也不褪色的红点或紫点？', types: ['fever', 'rash'] },
  },
  {
    id: 'bulging_fontanelle',
    // The soft spot and its bulge are often said apart (头顶前头那块软的，鼓鼓的).
    sign: '囟门鼓起',
    level: 'emergency',
    source: 'nice143',
    test: (f) =>
      (/脑瓜顶|头顶|囟门|顶门|前囟/.test(f.text) && /鼓鼓|鼓起|凸起|绷得紧|绷紧/.test(f.text)) ||
      said([
        '囟门鼓',
        '囟门凸',
        '囟门突',
        '囟门饱满',
        '囟门膨',
        '前囟鼓',
        '前囟饱满',
        '头顶鼓起',
        '头顶软的地方鼓',
      ])(f),
    question: {
      text: '宝宝头顶的囟门有没有鼓起来？',
      types: ['fever', 'vomitDiarrhoea', 'injury', 'other'],
      maxAgeDays: 540,
    },
  },
  {
    id: 'neck_stiffness',
    sign: '脖子发硬',
    level: 'emergency',
    source: 'nice143',
    test: said([
      '低不下去',
      '脖梗子硬',
      '脖子梗',
      '脖梗硬',
      '脖子硬',
      '脖子发硬',
      '脖子僵',
      '颈部僵硬',
      '颈项强直',
      '脖子不能弯',
      '低不下头',
      '低头困难',
      '脖子转不动',
    ]),
    question: { text: '宝宝有没有脖子发硬、不能低头？', types: ['fever', 'injury'], minAgeDays: 91 },
  },
  {
    id: 'abnormal_cry',
    sign: '哭声微弱、尖声哭或哭个不停',
    level: 'emergency',
    source: 'nice143',
    patterns: [
      '哭声G尖',
      '哭G(像|跟)G尖叫',
      '哭声G(弱|小|没力气)',
      '哭了G(几个|两三个|三四个|好几个|一两个)小时',
      '(哄|抱|喂)G(都|也)停不下来',
    ],
    test: said([
      '哭声很弱',
      '哭声弱',
      '哭声微弱',
      '哭声很小',
      '哭不出声',
      '哭声尖',
      '尖声哭',
      '尖叫样',
      '哭声像猫叫',
      '一直哭停不下来',
      '哭个不停怎么哄都不行',
      '怎么哄都哄不好',
    ]),
    question: {
      text: '宝宝的哭声有没有变得很弱、很尖，或者怎么哄都一直哭？',
      types: ['fever', 'other', 'feeding', 'vomitDiarrhoea'],
      maxAgeDays: 365,
    },
  },
  {
    id: 'floppy_drowsy',
    sign: '全身发软或睡得叫不太醒',
    level: 'emergency',
    source: 'nice143',
    patterns: ['叫醒G又睡', '(特别|很|老是|一直)能睡', '撑不住', '醒G(一会|几秒)G又睡'],
    test: said([
      '软绵绵',
      '浑身软',
      '全身软',
      '身体发软',
      '瘫软',
      '软趴趴',
      '抱起来软',
      '嗜睡',
      '昏睡',
      '一直睡',
      '叫醒了又睡',
      '叫醒又睡着',
      '醒了一会又睡',
      '很难叫醒',
      '不太好叫醒',
      '迷迷糊糊',
      '犯迷糊',
      '没力气抬头',
    ]),
    question: { text: '宝宝是不是一直想睡、很难叫醒，或者全身软软的没力气？', types: ALL },
  },
  {
    id: 'mottled_grey',
    sign: '皮肤发花或脸色发灰',
    level: 'emergency',
    source: 'nice143',
    patterns: ['皮肤G花', '(一块白一块紫|一块紫一块白)'],
    test: said([
      '皮肤发花',
      '身上发花',
      '花斑',
      '花纹',
      '大理石',
      '脸色发灰',
      '脸色灰',
      '灰白',
      '面色灰',
      '手脚冰凉发紫',
      '手脚发紫',
    ]),
  },
  {
    id: 'focal_neuro',
    sign: '一侧肢体无力或嘴歪眼斜',
    level: 'emergency',
    source: 'nice143',
    patterns: ['嘴角G歪', '(左边|右边|一边|一侧|左侧|右侧)G(没劲|无力|不能动|不会动|动不了)', '拿不住东西'],
    test: said([
      '一边不能动',
      '一侧不能动',
      '半边身子',
      '半边身体',
      '嘴歪',
      '口角歪',
      '眼斜',
      '一只手不能动',
      '说话不清楚了',
    ]),
  },
  {
    id: 'unable_to_drink',
    sign: '不能喝水或吃奶',
    level: 'emergency',
    source: 'imci',
    patterns: ['(含不住|吸两口就松开|几乎没吃|几乎没喝|没吃进去|没喝进去|一点都喝不下)', '嘬G松开'],
    test: said([
      '没喂进去',
      '喂不进去',
      '喝不进',
      '不能喝',
      '不吃不喝',
      '不喝也不吃',
      '一口都不喝',
      '一点水都不喝',
      '一口奶都不吃',
      '一口都不吃',
      '吃不进',
      '喂不进',
      '拒奶',
      '完全不吃奶',
      '不肯吃奶也不喝水',
      '什么都不吃也不喝',
    ]),
    question: {
      text: '宝宝是不是完全喝不进水、吃不进奶？',
      types: ['fever', 'vomitDiarrhoea', 'feeding', 'respiratory'],
    },
  },
  {
    id: 'vomits_everything',
    sign: '吃什么吐什么',
    level: 'emergency',
    source: 'imci',
    patterns: ['(吃|喝|喂)(什么|啥)G吐(什么|啥)', '(吃|喝|喂)一口吐一口'],
    test: said([
      '吃什么吐什么',
      '喝什么吐什么',
      '吃啥吐啥',
      '喝啥吐啥',
      '喝水都吐',
      '喝口水就吐',
      '吃一口吐一口',
      '全都吐了出来',
      '一直吐个不停',
      '吐个不停',
      '不停地吐',
    ]),
    question: { text: '宝宝是不是吃什么、喝什么都吐出来？', types: ['vomitDiarrhoea', 'fever'] },
  },
  {
    id: 'bilious_bloody_vomit',
    sign: '吐绿色的东西或吐血',
    level: 'emergency',
    source: 'nice143',
    patterns: ['吐G绿', '吐出来G(血|鲜红|红色)', '吐G带血'],
    test: said([
      '吐绿',
      '吐出绿',
      '绿色的水',
      '绿水',
      '吐黄绿',
      '胆汁',
      '吐血',
      '呕血',
      '吐出血',
      '吐的有血',
      '吐的东西有血',
      '吐出来有血',
      '咖啡色',
      '咖啡渣',
    ]),
    question: { text: '吐出来的东西有没有绿色、血或咖啡色？', types: ['vomitDiarrhoea'] },
  },
  {
    id: 'bloody_stool',
    sign: '大便带血或发黑',
    level: 'emergency',
    source: 'cnDiarrhoea',
    test: said(
      [
        '便血',
        '大便有血',
        '大便带血',
        '拉血',
        '血便',
        '果酱样',
        '果酱色',
        '黑便',
        '柏油样',
        '拉的是血',
        '大便里有血',
        '便便有血',
        '粑粑有血',
      ],
      ['血丝'],
    ),
    question: { text: '大便里有没有血，或者大便发黑？', types: ['vomitDiarrhoea'] },
  },
  {
    id: 'dehydration_severe',
    sign: '8小时以上没有尿或明显脱水',
    level: 'emergency',
    source: 'imciDehydration',
    patterns: [
      '捏G(好一会|很慢|慢慢|半天|很久)',
      '眼睛G凹',
      '松手G(好一会|很慢|慢慢|半天|很久)',
      '(好一会|很久|半天)G才(平|回去|恢复)',
    ],
    test: (f) =>
      (f.hoursWithoutUrine !== null && f.hoursWithoutUrine >= 8) ||
      said([
        '眼窝凹',
        '眼窝深陷',
        '眼睛凹',
        '眼眶凹',
        '哭没有眼泪',
        '哭没眼泪',
        '哭的时候没有眼泪',
        '哭的时候没眼泪',
        '哭起来没眼泪',
        '哭都没有眼泪',
        '皮肤回弹慢',
        '捏起来回去很慢',
        '皮肤皱皱的',
      ])(f),
    question: {
      text: '宝宝是不是已经8小时以上没有尿，或者哭的时候没有眼泪、眼窝凹下去？',
      types: ['vomitDiarrhoea', 'fever', 'feeding'],
    },
  },
  {
    id: 'head_injury_vomit',
    sign: '头部受伤后呕吐、犯困或大血肿',
    level: 'emergency',
    source: 'niceHead',
    patterns: [],
    test: (f) => {
      const hurt = clausesOf(f.text).some((c) => INJURY.some((w) => c.includes(w))) || f.type === 'injury';
      if (!hurt || !clausesOf(f.text).some((c) => HEAD.some((w) => c.includes(w)) || f.type === 'injury'))
        return false;
      return (
        findPattern(f.text, [pattern('吐G(两|2|三|3|几|好几)(回|次)')]) !== null ||
        said([
          '吐了好几次',
          '吐了两次',
          '吐了2次',
          '吐了三次',
          '吐了3次',
          '反复吐',
          '一直吐',
          '又吐了',
          '吐了又吐',
          '呕吐了几次',
          '吐了几次',
        ])(f) ||
        said([
          '犯困',
          '想睡',
          '老想睡',
          '睡过去',
          '没精神',
          '蔫了',
          '头很痛',
          '头疼得厉害',
          '喊头痛',
          '一直喊头疼',
          '耳朵流血',
          '鼻子流水',
          '流清水',
          '走路不稳',
          '站不稳',
          '说话不清',
        ])(f) ||
        (f.judgedAgeDays < 365 && said(['大包', '鼓了个大包', '肿了一大块', '好大的包', '血肿'])(f))
      );
    },
    question: { text: '受伤后宝宝有没有吐过两次以上、一直想睡、喊头痛，或者走路站不稳？', types: ['injury'] },
  },
  {
    id: 'ingestion',
    sign: '误吞电池、磁铁、药物或化学品',
    level: 'emergency',
    source: 'battery',
    test: (f) =>
      (/电池|磁铁|磁珠|磁力珠|吸铁石|巴克球/.test(f.text) && /吞|咽|塞嘴|放嘴里|含在嘴|误食/.test(f.text)) ||
      saidTogether(
        ['吃了', '吃', '吞', '咽', '误服', '误吃', '偷吃', '喝了', '舔了', '塞进嘴'],
        ['电池', '磁铁', '磁珠', '吸铁石', '巴克球', '磁力珠', '磁珠子', '水银'],
      )(f) ||
      saidTogether(
        ['误服', '误吃', '偷吃', '吃了', '吞了', '喝了', '喝'],
        [
          '大人的药',
          '一整瓶',
          '一整板',
          '一板',
          '一整盒',
          '十几片',
          '一瓶',
          '好多片',
          '一把药',
          '几片药',
          '降压药',
          '安眠药',
          '避孕药',
          '老鼠药',
          '农药',
          '杀虫剂',
          '洗衣液',
          '洗衣凝珠',
          '消毒液',
          '84',
          '洁厕',
          '漂白',
          '酒精',
          '白酒',
          '清洁剂',
          '洗洁精',
          '干燥剂',
          '汽油',
          '灭蚊',
        ],
      )(f) ||
      said(['误服', '误吞', '误食'])(f),
    question: {
      text: '宝宝有没有可能吞下了纽扣电池、磁铁、药片或清洁剂之类的东西？',
      types: ['other', 'vomitDiarrhoea', 'injury'],
    },
  },
  {
    id: 'burn_large',
    sign: '大面积或特殊部位烫伤',
    level: 'emergency',
    source: 'burns',
    // A burn bigger than the child's palm, on the face, hands, feet or genitals, one that blisters on the
    // arms, legs or buttocks, or an electrical or chemical burn: the NHS and BBA referral criteria.
    test: (f) => {
      if (said(['电击', '触电', '被电到', '化学烧伤', '被硫酸', '被火碱'])(f)) return true;
      if (!said(BURN)(f)) return false;
      const big =
        said([
          '一大片',
          '大面积',
          '比手掌大',
          '比巴掌大',
          '巴掌那么大',
          '比她手掌还大',
          '比他手掌还大',
          '整个手',
          '整条',
          '整个背',
          '整个胳膊',
        ])(f) ||
        findPattern(f.text, [pattern('比G手掌G大'), pattern('整个G(手|脚|胳膊|腿|背|肚子|胸)')]) !== null;
      // Face, hands, feet and genitals always (British Burn Association referral criteria); arms, legs and
      // buttocks once they blister.
      const special = clausesOf(f.text).some(
        (c) => /脸|面部|额头|手|脚|会阴|私处|生殖/.test(c) && !/手臂/.test(c),
      );
      const blister = said(['水泡', '水疱', '起泡', '破皮', '发白', '焦'])(f);
      const limb = clausesOf(f.text).some((c) => /胳膊|手臂|腿|屁股/.test(c));
      return big || special || (blister && limb);
    },
    question: { text: '烫伤的面积有没有比宝宝的手掌大，或者烫在脸、手、脚、会阴？', types: ['injury'] },
  },
  {
    id: 'deformity',
    sign: '受伤部位变形或骨头露出',
    level: 'emergency',
    source: 'niceHead',
    test: said(['变形', '骨头露', '弯得不对', '明显歪了', '断了']),
  },
  {
    id: 'newborn_poor_feeding',
    sign: '新生儿吃奶差',
    level: 'emergency',
    source: 'imciInfant',
    test: (f) =>
      f.judgedAgeDays <= 28 &&
      said([
        '不咋吃',
        '没喂进去',
        '嘬两口就松开',
        '吃奶差',
        '不吃奶',
        '不肯吃奶',
        '吃得很少',
        '吃奶很少',
        '奶量少了很多',
        '吸不动',
        '吸吮无力',
        '没力气吃',
        '不爱吃奶',
        '吃奶少',
        '吃奶特别少',
        '就不吃了',
        '嘬两口就睡',
        '吸两口就睡',
      ])(f),
    question: { text: '宝宝是不是吃奶明显比平时少，或者吸不动？', types: ALL, maxAgeDays: 28 },
  },
  {
    id: 'jaundice_first_day',
    sign: '出生24小时内皮肤发黄',
    level: 'emergency',
    source: 'jaundice',
    test: (f) => f.ageDays <= 1 && said(['黄疸', '皮肤黄', '脸黄', '眼睛黄', '发黄', '黄黄的'])(f),
  },
  {
    id: 'breathing_red',
    sign: '胸口凹陷或呼吸很快',
    level: 'emergency',
    source: 'nice143',
    patterns: ['(肋骨|胸口|胸骨|锁骨|肋间|心口)G凹'],
    test: (f) => f.respiratoryRate !== null && f.respiratoryRate > 60,
  },
  {
    id: 'grunting',
    sign: '呼吸时发出哼哼声',
    level: 'emergency_ambulance',
    // Grunting is a NICE NG143 red feature and, in a young infant, IMCI's very severe disease: the
    // breathing is failing, so the ambulance rather than the car.
    source: 'imciInfant',
    patterns: ['(吭吭|哼哼)(?!唧)', '呼吸G呻吟', '嗓子里G(哼|嗯)', '(地|的)哼(?!唧)'],
    unless: ['哼唧'],
    test: () => false,
  },
  {
    id: 'no_social_response',
    sign: '对逗引没有反应',
    level: 'emergency',
    source: 'nice143',
    test: said(['没反应', '没有反应', '没什么反应', '不看人', '眼神发直', '两眼发直', '眼神呆']),
  },
  {
    id: 'stridor_rest',
    sign: '安静时吸气也有喉鸣声',
    level: 'emergency',
    source: 'croup',
    patterns: [
      '(安静|坐着|休息|不哭|睡着)G(也)?G(呼噜|怪声|喉鸣|嘶嘶|拉风箱)',
      '吸气G(呼呼|呼噜|嘶嘶|咝咝)响',
      '吸气G嗓子里G响',
    ],
    test: said(['喉鸣', '吸气有怪声', '拉风箱']),
  },
  {
    id: 'testicular_pain',
    sign: '睾丸或阴囊疼痛肿胀',
    level: 'emergency',
    source: 'scrotal',
    test: said([
      '蛋蛋疼',
      '蛋蛋痛',
      '蛋疼',
      '睾丸疼',
      '睾丸痛',
      '阴囊疼',
      '阴囊痛',
      '阴囊肿',
      '睾丸肿',
      '蛋蛋肿',
    ]),
  },
  {
    id: 'acute_abdomen',
    sign: '剧烈或转移到右下腹的腹痛',
    level: 'emergency',
    source: 'abdomen',
    patterns: [
      '(跑到|转到|移到|挪到)G右下',
      '右下(腹|边|面|方)G(疼|痛)',
      '(一按|按着|按一下)G(就|更)?(疼|痛)',
    ],
    test: said([
      '疼得打滚',
      '痛得打滚',
      '肚子疼得厉害',
      '肚子痛得厉害',
      '肚子硬邦邦',
      '肚子很硬',
      '弯着腰走',
      '走路都弯着腰',
      '不敢直腰',
    ]),
  },
  {
    id: 'dka_signs',
    sign: '多饮多尿、消瘦后呕吐或呼吸深快',
    level: 'emergency',
    source: 'diabetes',
    test: (f) =>
      said([
        '喊渴',
        '老是渴',
        '瘦了一圈',
        '夜里起来尿',
        '烂苹果',
        '特别能喝水',
        '喝水特别多',
        '老上厕所',
        '尿特别多',
        '一直尿',
        '总是口渴',
        '人也瘦了',
        '瘦了很多',
      ])(f) &&
      said(['吐', '喘气又深又快', '呼吸又深又快', '喘气深', '呼吸深', '肚子疼', '很累', '没精神'])(f),
  },
  {
    id: 'clinician_concerned',
    sign: '医生看过说情况严重、让马上去医院',
    level: 'emergency',
    source: 'nice143',
    patterns: [
      '医生G(说|让|叫)G(赶紧|马上|立即|立刻|尽快|直接)G(去|到|转)',
      '医生G说G(状态|情况|病情)G(很不好|很差|严重|危险)',
    ],
    test: () => false,
  },
  // 24小时内就医: NICE NG143 amber, the dehydration IMCI calls "some", and injuries that need a doctor today.
  {
    id: 'fever_3_6_months_39',
    sign: '3至6个月宝宝体温39℃以上',
    level: 'consultation_24',
    source: 'nice143',
    test: (f) =>
      f.judgedAgeDays > UNDER_3_MONTHS_MAX_DAYS &&
      f.judgedAgeDays <= UNDER_6_MONTHS_MAX_DAYS &&
      f.maxTemperature !== null &&
      f.maxTemperature >= 39,
  },
  {
    id: 'fever_5_days',
    sign: '发热5天或以上',
    level: 'consultation_24',
    source: 'nice143',
    test: (f) => f.feverDays !== null && f.feverDays >= 5 && (hasFever(f) || f.feverStated),
    question: { text: '发热已经有5天或更久了吗？', types: ['fever'] },
  },
  {
    id: 'rigors',
    sign: '寒战',
    level: 'consultation_24',
    source: 'nice143',
    test: said([
      '哆嗦',
      '牙齿打架',
      '牙齿咯咯',
      '寒战',
      '寒颤',
      '打寒战',
      '打寒颤',
      '打冷战',
      '打冷颤',
      '冷得发抖',
      '浑身发抖',
      '全身发抖',
    ]),
  },
  {
    id: 'limb',
    sign: '肢体或关节肿、不肯用',
    level: 'consultation_24',
    source: 'nice143',
    patterns: ['(腿|胳膊|手|脚)G不(怎么)?动', '一碰就哭'],
    test: said([
      '关节肿',
      '腿肿',
      '膝盖肿',
      '胳膊肿',
      '脚踝肿',
      '不敢走',
      '不肯走路',
      '不愿走路',
      '腿不敢动',
      '胳膊不能动',
      '胳膊抬不起来',
      '不肯用手',
      '一瘸一拐',
      '走路瘸',
      '瘸了',
    ]),
  },
  {
    id: 'pallor',
    sign: '脸色苍白',
    level: 'consultation_24',
    source: 'nice143',
    patterns: ['(脸|脸色|嘴唇)G(发白|苍白|白)(?!天)', '没有?血色'],
    test: said(['脸色苍白', '脸色发白', '脸很白', '脸煞白', '嘴唇发白', '脸色很差', '脸色不好']),
  },
  {
    id: 'reduced_activity',
    sign: '精神差、反应不如平时',
    level: 'consultation_24',
    source: 'nice143',
    patterns: ['不(怎么)?理人', '逗G不笑', '(叫|摇|推)G(好久|半天|好几下|很久)G才醒'],
    test: said([
      '蔫',
      '没精神',
      '没有精神',
      '精神差',
      '精神不好',
      '精神很差',
      '精神不太好',
      '不爱动',
      '没力气',
      '懒得动',
      '不想动',
      '不爱玩',
      '不玩了',
      '不理人',
      '反应慢',
      '反应迟钝',
      '不笑了',
      '不像平时',
      '一直躺着',
    ]),
    question: { text: '宝宝是不是精神比平时差，不爱笑、不想玩？', types: ALL },
  },
  {
    id: 'fast_breathing',
    sign: '呼吸快、气喘或鼻翼扇动',
    level: 'consultation_24',
    source: 'nice143',
    test: said(
      [
        '鼻翼扇动',
        '鼻翼煽动',
        '鼻子一扇一扇',
        '呼吸快',
        '呼吸很快',
        '呼吸急',
        '喘气快',
        '喘得快',
        '喘气急',
        '气急',
        '气喘',
        '喘息',
        '喘',
        '呼哧',
        '呼吸声音很大',
        '嗓子里呼噜',
        '喉咙里有痰鸣',
      ],
      ['喘口气'],
    ),
    question: { text: '宝宝呼吸是不是比平时快，或者有喘、鼻翼扇动？', types: ['respiratory', 'fever'] },
  },
  {
    id: 'low_oxygen',
    sign: '血氧偏低',
    level: 'consultation_24',
    source: 'nice143',
    test: (f) => f.oxygenSaturation !== null && f.oxygenSaturation <= 95,
  },
  {
    id: 'poor_feeding_infant',
    sign: '婴儿吃奶明显减少',
    level: 'consultation_24',
    source: 'nice143',
    patterns: ['奶G(一半|少|差)', '吃奶G(少|差)', '奶量G(掉|少|减)', '推开奶瓶'],
    test: (f) =>
      f.judgedAgeDays <= 365 &&
      said([
        '吃奶少',
        '吃奶差',
        '奶量少',
        '奶量减少',
        '奶量少了',
        '吃得少',
        '不爱吃奶',
        '不怎么吃奶',
        '不肯吃奶',
        '吃奶没劲',
        '只吃了一半',
      ])(f),
  },
  {
    id: 'reduced_urine',
    sign: '尿量减少',
    level: 'consultation_24',
    source: 'nice143',
    patterns: ['(尿布|尿不湿|纸尿裤)G干', '尿G少', '只换了一个湿'],
    test: (f) =>
      (f.hoursWithoutUrine !== null && f.hoursWithoutUrine < 8) ||
      said(['尿少', '尿量少', '尿得少', '小便少', '尿很少', '尿不湿很轻', '尿颜色很深', '尿很黄'])(f),
  },
  {
    id: 'dry_mouth',
    sign: '口唇干燥',
    level: 'consultation_24',
    source: 'imciDehydration',
    patterns: ['(嘴唇|嘴巴|舌头|口)G干', '特别渴', '抢着喝'],
    test: said([
      '喝个不停',
      '抢过去',
      '咕咚咕咚',
      '嘴唇干',
      '嘴巴干',
      '口干',
      '嘴唇起皮',
      '嘴唇裂',
      '舌头干',
      '口唇干燥',
      '特别口渴',
      '一直要喝水',
      '抢着喝水',
    ]),
  },
  {
    id: 'vomiting_repeated',
    sign: '反复呕吐',
    level: 'consultation_24',
    source: 'cnDiarrhoea',
    test: said([
      '吐了好几次',
      '吐了很多次',
      '吐了三次',
      '吐了3次',
      '吐了四次',
      '吐了4次',
      '吐了五次',
      '吐了5次',
      '反复吐',
      '反复呕吐',
      '一直吐',
      '吐了一天',
      '吐了一晚上',
      '频繁呕吐',
    ]),
  },
  {
    id: 'diarrhoea_frequent',
    sign: '腹泻次数很多',
    level: 'consultation_24',
    source: 'cnDiarrhoea',
    test: (f) =>
      said(['拉了十几次', '拉了很多次', '一天拉十几次', '拉水', '水样便', '像水一样', '蛋花汤'])(f) &&
      said(['拉了十几次', '拉了很多次', '一天拉十几次', '次数很多', '十几次', '好多次', '一直拉'])(f),
  },
  {
    id: 'jaundice_newborn',
    sign: '新生儿黄疸',
    level: 'consultation_24',
    source: 'jaundice',
    test: (f) =>
      f.judgedAgeDays <= 28 &&
      f.ageDays > 1 &&
      said(['黄疸', '皮肤黄', '脸黄', '眼睛黄', '发黄', '黄黄的', '身上黄', '手心黄', '脚心黄'])(f),
  },
  {
    id: 'animal_bite',
    sign: '被动物咬伤或抓伤',
    level: 'consultation_24',
    source: 'rabies',
    test: said([
      '被狗咬',
      '被猫咬',
      '被猫抓',
      '被狗抓',
      '狗咬了',
      '猫抓了',
      '猫咬了',
      '被老鼠咬',
      '被咬伤',
      '被仓鼠咬',
      '被兔子咬',
    ]),
  },
  {
    id: 'wound_deep',
    sign: '伤口深或较大',
    level: 'consultation_24',
    source: 'niceHead',
    test: said([
      '伤口很深',
      '伤口深',
      '伤口大',
      '口子很大',
      '口子很深',
      '要缝针',
      '需要缝',
      '皮开肉绽',
      '裂开了',
    ]),
  },
  {
    id: 'burn_small',
    sign: '小面积烫伤起水泡',
    level: 'consultation_24',
    source: 'burns',
    test: (f) => said(BURN)(f) && said(['水泡', '水疱', '起泡', '破皮'])(f),
  },
  {
    id: 'tachycardia',
    sign: '心跳很快',
    level: 'consultation_24',
    source: 'nice143',
    test: (f) =>
      f.heartRate !== null &&
      f.heartRate >
        (f.judgedAgeDays < 365 ? 160 : f.judgedAgeDays < 730 ? 150 : f.judgedAgeDays < 1826 ? 140 : 130),
  },
  {
    id: 'breathing_fast_rate',
    sign: '呼吸次数偏快',
    level: 'consultation_24',
    source: 'nice143',
    test: (f) =>
      f.respiratoryRate !== null &&
      f.respiratoryRate >
        (f.judgedAgeDays <= 60 ? 59 : f.judgedAgeDays < 365 ? 50 : f.judgedAgeDays < 1826 ? 40 : 30),
  },
  {
    id: 'crackles',
    sign: '医生听到肺部湿啰音',
    level: 'consultation_24',
    source: 'nice143',
    test: said(['啰音', '罗音', '湿啰', '湿罗']),
  },
  {
    id: 'wakes_slowly',
    sign: '要叫很久才醒',
    level: 'consultation_24',
    source: 'nice143',
    patterns: ['(叫|摇|推|喊)G(好久|半天|好几下|很久|好几声)G才醒'],
    test: said(['叫半天才醒', '很久才醒']),
  },
  // 预约门诊: no urgency, but a doctor should see it.
  {
    id: 'cough_3_weeks',
    sign: '咳嗽超过3周',
    level: 'consultation',
    source: 'cough',
    test: (f) =>
      clausesOf(withoutAges(f.text)).some((c) => /咳/.test(c) && (daysIn(c) ?? 0) >= 21) ||
      said(['咳了一个多月', '咳了好几周', '咳了三周', '咳了3周', '咳嗽一个多月', '咳嗽好几个星期'])(f),
  },
  {
    id: 'lasting_complaint',
    sign: '症状持续2周以上',
    level: 'consultation',
    source: 'routine',
    test: (f) =>
      /疹|疙瘩|红点|便秘|大便|拉肚|腹泻|痒|不长|不吃|挑食|打鼾|流鼻涕|咳/.test(f.text) &&
      clausesOf(withoutAges(f.text)).some((c) => (daysIn(c) ?? 0) >= 14),
  },
];

/** Whether the facts show the rule's sign, by its test or one of its patterns. */
export const ruleHolds = (rule: TriageRule, f: TriageFacts): boolean =>
  rule.test(f) ||
  (rule.patterns !== undefined && findPattern(f.text, rule.patterns.map(pattern), rule.unless) !== null);

/** The rules whose sign the facts show, most urgent first. */
export const signsFound = (f: TriageFacts): TriageRule[] => TRIAGE_RULES.filter((r) => ruleHolds(r, f));

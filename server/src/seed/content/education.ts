/**
 * Demo public-education events. Offsets are days from today; events with a capacity whose booking has
 * opened are in "reservation", future ones otherwise in "preview", past ones in "review".
 */
export interface DemoEvent {
  title: string;
  type: 'lecture' | 'workshop' | 'family' | 'tour' | 'performance';
  audience: 'public' | 'adult' | 'family' | 'teen' | 'senior';
  day: number;
  time: string;
  minutes: number;
  /** Days from today when booking opens; null: open now (if there is a capacity). */
  bookingOpens: number | null;
  place: string;
  speaker: string | null;
  capacity: number | null;
  summary: string;
  body: string;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: '跟着画家去写生：天山画卷主题导览',
    type: 'tour',
    audience: 'public',
    day: 5,
    time: '14:30',
    minutes: 90,
    bookingOpens: null,
    place: '二层 · 天山厅',
    speaker: '林望川（油画家、展览联合策展人）',
    capacity: 30,
    summary: '策展人带您走进“天山画卷”展厅，从一只画箱讲起，聊聊七十年来画家们怎样在天山脚下写生。',
    body: `
## 活动内容

本次导览由“天山画卷——新疆油画七十年”联合策展人林望川先生亲自带领。他将从展厅中陈列的老画箱、速写本讲起，结合八件重点作品，讲述几代画家在天山写生的故事：怎样选景、怎样对付多变的天气、怎样在户外完成一幅油画。

## 活动安排

- 14:30 在二层天山厅入口集合，领取导览耳机；
- 14:40—15:40 展厅导览；
- 15:40—16:00 自由提问与交流。

## 参加须知

每场限 30 人，请提前预约。导览全程步行约一小时，展厅内设有休息座椅。
`,
  },
  {
    title: '艾德莱斯绸扎经染色体验工作坊',
    type: 'workshop',
    audience: 'adult',
    day: 9,
    time: '10:00',
    minutes: 150,
    bookingOpens: null,
    place: '负一层 · 美育教室',
    speaker: '热依拉·司马义（艾德莱斯绸织造艺人）',
    capacity: 20,
    summary: '在织造艺人的指导下，亲手完成一段扎经与染色，带走一条属于自己的艾德莱斯小方巾。',
    body: `
## 活动介绍

艾德莱斯绸的图案并不是织出来的，而是在织造之前“扎”出来、“染”出来的。本次工作坊邀请艾德莱斯绸织造艺人热依拉·司马义女士，带领学员体验扎经与染色的核心步骤。

## 你将学到

- 认识艾德莱斯绸的常见纹样与色彩；
- 用棉线在经线上扎结，设计简单的图案；
- 完成两种颜色的浸染，观察晕染效果。

## 须知

材料由本馆提供；染料可能沾染衣物，请穿着深色衣服。适合 16 岁以上成人参加，每场限 20 人。
`,
  },
  {
    title: '小小陶艺家：亲子土陶捏塑课',
    type: 'family',
    audience: 'family',
    day: 12,
    time: '15:00',
    minutes: 90,
    bookingOpens: null,
    place: '负一层 · 美育教室',
    speaker: '丁若溪（陶艺家）',
    capacity: 24,
    summary: '家长与孩子一起揉泥、捏塑，做一只有自己手印的小陶碗。作品烧制后可来馆领取。',
    body: `
## 活动内容

泥土是孩子们最喜欢的材料之一。陶艺家丁若溪将带领家长和孩子认识陶土，学习捏塑、泥条盘筑等基础技法，一起完成一只小陶碗或小动物。

## 活动安排

- 认识泥土：从喀什的土陶作坊说起；
- 动手捏塑：家长与孩子合作完成作品；
- 作品展示与分享。

## 须知

适合 5—10 岁儿童与一位家长共同参加，每组家庭预约 2 个名额，本场共 24 个名额。作品烧制约需三周，烧成后将以系统消息通知领取。
`,
  },
  {
    title: '青花为什么是蓝色的？——丝路瓷器讲座',
    type: 'lecture',
    audience: 'public',
    day: 16,
    time: '19:00',
    minutes: 90,
    bookingOpens: null,
    place: '一层 · 学术报告厅',
    speaker: '许知白（陶艺家、展览策展人）',
    capacity: 180,
    summary: '从一块钴料讲起，聊聊青花瓷的颜色从哪里来，又如何沿着丝绸之路走向世界。',
    body: `
## 讲座简介

青花瓷上那一抹蓝，来自一种叫作钴的矿物。元代景德镇的窑工使用的钴料，一部分来自遥远的西亚。本讲座作为“青花与青瓷——丝绸之路上的中国瓷器”展览的预热活动，由策展人许知白先生主讲。

## 讲座提纲

- 钴料的来源与青花的发色；
- 元青花的诞生与丝绸之路贸易；
- 西域审美对青花纹样的影响；
- 今天的陶艺家如何使用青花语言。

## 须知

讲座免费，需预约入场，每场 180 个座位，开讲前 15 分钟开始入场。
`,
  },
  {
    title: '长者专场：慢慢看一幅画',
    type: 'tour',
    audience: 'senior',
    day: 20,
    time: '10:00',
    minutes: 60,
    bookingOpens: null,
    place: '二层 · 昆仑厅',
    speaker: '天山美术馆公共教育部',
    capacity: 15,
    summary: '为六十岁以上观众准备的小型导览：一小时只看三幅画，坐下来，慢慢看，慢慢聊。',
    body: `
## 活动介绍

“慢慢看一幅画”是本馆为长者观众设计的常设项目。每场只选“墨韵边城”展中的三幅作品，导览员会准备折叠凳，请大家坐在画前，慢慢观察、慢慢交流。

## 贴心安排

- 展厅提供老花镜与放大镜；
- 导览员语速放慢，全程可随时休息；
- 活动结束后在一层咖啡厅提供热茶。

每场限 15 人，欢迎子女陪同（陪同者无需另行预约）。
`,
  },
  {
    title: '龟兹乐舞与石窟壁画讲座',
    type: 'lecture',
    audience: 'public',
    day: 30,
    time: '19:00',
    minutes: 90,
    bookingOpens: 10,
    place: '一层 · 学术报告厅',
    speaker: '阿依古丽·热合曼（工笔重彩画家、壁画临摹者）',
    capacity: 180,
    summary: '壁画中的伎乐天在演奏什么乐器？临摹者带您读懂石窟里的音乐与舞蹈。预约将于讲座前二十天开放。',
    body: `
## 讲座简介

克孜尔石窟壁画中有大量演奏乐器、翩翩起舞的伎乐天形象，是研究古代龟兹乐舞的珍贵图像资料。主讲人阿依古丽·热合曼女士曾在洞窟中从事壁画临摹十年，她将结合自己的临本，讲解壁画中的乐器、舞姿与色彩。

## 预约说明

本讲座为“龟兹遗韵”展览配套活动，预约将于讲座前二十天开放，届时请在本页面预约座位。
`,
  },
  {
    title: '新年音乐会：丝路上的旋律',
    type: 'performance',
    audience: 'public',
    day: 40,
    time: '19:30',
    minutes: 100,
    bookingOpens: null,
    place: '一层 · 中庭',
    speaker: '本地青年民族乐团',
    capacity: null,
    summary: '在美术馆中庭聆听热瓦普、冬不拉与古筝的合奏。站席观演，无需预约，额满即止。',
    body: `
## 演出介绍

新年来临之际，本馆邀请本地青年民族乐团在中庭举办音乐会，以热瓦普、冬不拉、手鼓与古筝等乐器演绎丝绸之路沿线的传统曲目与新创作品。

## 观演须知

- 本场为站席，无需预约，现场额满即止；
- 19:00 开始入场，请从一层东门进入；
- 演出期间请将手机调至静音。
`,
  },
  {
    title: '青少年艺术评论写作营',
    type: 'workshop',
    audience: 'teen',
    day: -12,
    time: '09:30',
    minutes: 180,
    bookingOpens: null,
    place: '三层 · 图书资料室',
    speaker: '天山美术馆学术部',
    capacity: 25,
    summary: '面向初高中学生的艺术评论写作营：看展、讨论、写作、互评，学习用文字描述一件作品。',
    body: `
## 活动回顾

二十五位来自乌鲁木齐各中学的同学参加了本期写作营。大家先在“光影丝路”展厅各自选择一张照片，用十分钟时间只观察、不说话；随后分组讨论，再用一小时完成一篇五百字的短评。

## 优秀习作

写作营结束后，我们从习作中评选出五篇优秀短评，将陆续刊登在本馆公众号上。感谢各位同学的认真投入，也感谢学校老师的组织与陪伴。
`,
  },
  {
    title: '吾斯塘博依土陶：一座作坊的六代人',
    type: 'lecture',
    audience: 'public',
    day: -25,
    time: '15:00',
    minutes: 90,
    bookingOpens: null,
    place: '一层 · 学术报告厅',
    speaker: '买买提明·艾力（喀什土陶世家传人）',
    capacity: 180,
    summary: '土陶世家第六代传人讲述家族作坊的故事，并现场演示脚踏轮盘拉坯。',
    body: `
## 活动回顾

买买提明·艾力先生从十二岁第一次坐上脚踏轮盘讲起，回顾了家族作坊六代人的经历：取土、和泥、拉坯、上釉、烧窑，每一道工序都有讲究。讲座结束时，他在台上现场拉坯，短短几分钟，一团泥就变成了一只水壶，现场掌声不断。

本场讲座共有一百七十余位观众参加，讲座视频将在整理后与大家分享。
`,
  },
  {
    title: '博物馆奇妙夜：打着手电看雕塑',
    type: 'family',
    audience: 'family',
    day: -48,
    time: '19:00',
    minutes: 120,
    bookingOpens: null,
    place: '一层 · 中庭',
    speaker: '天山美术馆公共教育部',
    capacity: 40,
    summary: '闭馆后的美术馆里，孩子们打着手电寻找雕塑的影子，画下自己的“夜间发现”。',
    body: `
## 活动回顾

闭馆后的中庭只留下几盏地灯，二十组家庭拿着手电筒，在雕塑之间寻找光与影的秘密：同一尊雕塑，从下面照和从侧面照，会变成完全不同的样子。

孩子们最后在画纸上画下了自己的“夜间发现”，其中不少作品被张贴在美育教室的墙上。感谢所有参与的家庭！
`,
  },
  {
    title: '书法入门：写好一个“永”字',
    type: 'workshop',
    audience: 'adult',
    day: -70,
    time: '14:00',
    minutes: 120,
    bookingOpens: null,
    place: '负一层 · 美育教室',
    speaker: '杨守拙（书法篆刻家）',
    capacity: 20,
    summary: '从执笔、调墨讲起，通过“永字八法”认识汉字的基本笔画，适合零基础的成人观众。',
    body: `
## 活动回顾

“翰墨丝路”展览期间举办的书法入门课共开设十二期，本期是最后一期。杨守拙老师从执笔、调墨讲起，带领学员反复练习“永”字的八种基本笔画。

不少学员表示，原来写字时手腕和呼吸都很重要。课程讲义已整理上传至本馆学术栏目，欢迎下载练习。
`,
  },
  {
    title: '手语导览：走进丝路遗珍',
    type: 'tour',
    audience: 'public',
    day: -90,
    time: '10:30',
    minutes: 60,
    bookingOpens: null,
    place: '一层 · 丝路厅',
    speaker: '天山美术馆志愿者服务队',
    capacity: 20,
    summary: '面向听障观众的手语导览，配合文字卡片与触摸展品，介绍常设陈列中的十件重点展品。',
    body: `
## 活动回顾

本次手语导览由接受过专业培训的志愿者担任讲解，配合大字文字卡片与三件可触摸的复制品，为听障观众介绍“丝路遗珍”常设陈列中的十件重点展品。

本馆每月第三个周六上午举办一场手语导览，欢迎听障朋友及其家人预约参加，也欢迎具备手语能力的朋友加入我们的志愿者队伍。
`,
  },
];

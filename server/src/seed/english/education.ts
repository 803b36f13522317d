/**
 * Demo learning events in English, keyed by their Chinese title (server/src/seed/content/education.ts): every
 * coming one and one past. The other past events are left in Chinese on purpose.
 */
export interface EventEnglish {
  title: string;
  place: string;
  speaker: string | null;
  summary: string;
  body: string;
}

const LEARNING_DEPARTMENT = 'Learning Department, Tianshan Art Museum';

export const EVENTS_EN: Record<string, EventEnglish> = {
  '跟着画家去写生：天山画卷主题导览': {
    title: 'Painting from Life with the Painters: A Tour of Tianshan Panorama',
    place: '2F · Tianshan Hall',
    speaker: 'Lin Wangchuan (oil painter and co-curator of the exhibition)',
    summary:
      'The curator takes you into Tianshan Panorama and, starting from an old paint box, tells how painters have worked from life at the foot of the Tianshan for seventy years.',
    body: `
## About the tour

The tour is led by Lin Wangchuan, co-curator of Tianshan Panorama: Seventy Years of Oil Painting in Xinjiang. Starting from the old paint boxes and sketchbooks on show in the gallery, and looking closely at eight key works, he tells the story of how generations of painters have worked from life in the Tianshan: how they chose a view, how they coped with the changeable weather, and how they finished an oil painting out of doors.

## Programme

- 14:30 meet at the entrance to the Tianshan Hall on 2F and collect your headset;
- 14:40–15:40 tour of the gallery;
- 15:40–16:00 questions and conversation.

## Please note

Each tour takes up to 30 people; please book in advance. The tour is on foot and lasts about an hour; there are seats in the gallery.
`,
  },
  艾德莱斯绸扎经染色体验工作坊: {
    title: 'Atlas Silk Workshop: Binding and Dyeing the Warp',
    place: 'B1 · Learning Studio',
    speaker: 'Rayila Ismail (weaver of Atlas silk)',
    summary:
      'With a master weaver to guide you, bind and dye a length of warp with your own hands, and take home a small Atlas silk square of your own.',
    body: `
## About the workshop

The patterns of Atlas silk are not woven: they are bound and dyed into the warp before weaving begins. In this workshop the weaver Rayila Ismail takes participants through the key steps of binding and dyeing.

## What you will learn

- The common patterns and colours of Atlas silk;
- How to bind the warp with cotton thread to lay out a simple pattern;
- How to dye in two colours, and what happens where they meet.

## Please note

All materials are provided. The dyes may stain clothing, so please wear dark clothes. For adults aged 16 and over; up to 20 people per session.
`,
  },
  '小小陶艺家：亲子土陶捏塑课': {
    title: 'Little Potters: A Family Clay Class',
    place: 'B1 · Learning Studio',
    speaker: 'Ding Ruoxi (ceramic artist)',
    summary:
      'Parents and children knead and shape clay together to make a little bowl with their own handprints on it. Once fired, the pieces can be collected from the museum.',
    body: `
## About the class

Clay is one of children's favourite materials. The ceramic artist Ding Ruoxi introduces parents and children to clay and to basic techniques such as pinching and coiling, and together they make a small bowl or animal.

## Programme

- Meet the clay: starting from the potters' workshops of Kashgar;
- Hands on: parent and child make a piece together;
- Show and tell.

## Please note

For children aged 5 to 10 with one parent; each family books 2 places, and there are 24 places in all. Firing takes about three weeks; you will receive a system message when your piece is ready to collect.
`,
  },
  '青花为什么是蓝色的？——丝路瓷器讲座': {
    title: 'Why Is Blue-and-White Blue? A Talk on Silk Road Porcelain',
    place: '1F · Lecture Theatre',
    speaker: 'Xu Zhibai (ceramic artist and curator of the exhibition)',
    summary:
      'Starting from a lump of cobalt, a talk on where the colour of blue-and-white comes from, and how it travelled the world along the Silk Road.',
    body: `
## About the talk

The blue of blue-and-white porcelain comes from a mineral called cobalt, and some of the cobalt used by the potters of Jingdezhen in the Yuan dynasty came from distant West Asia. A prelude to the exhibition Blue-and-White and Celadon: Chinese Porcelain on the Silk Road, the talk is given by its curator, Xu Zhibai.

## Outline

- Where cobalt came from, and how it gives blue-and-white its colour;
- The birth of Yuan blue-and-white and the Silk Road trade;
- The influence of Western Regions taste on blue-and-white patterns;
- How today's ceramic artists use the language of blue-and-white.

## Please note

The talk is free, with admission by booking; there are 180 seats. Doors open 15 minutes before the start.
`,
  },
  '长者专场：慢慢看一幅画': {
    title: 'For Older Visitors: Taking Time over a Painting',
    place: '2F · Kunlun Hall',
    speaker: LEARNING_DEPARTMENT,
    summary:
      'A small tour for visitors aged sixty and over: just three paintings in an hour, seated, looking slowly and talking slowly.',
    body: `
## About the tour

"Taking Time over a Painting" is the museum's regular programme for older visitors. Each session looks at just three works from Ink of the Frontier. The guide brings folding stools, so everyone can sit in front of the painting, look at it slowly and talk about it at leisure.

## For your comfort

- Reading glasses and magnifiers are available in the gallery;
- The guide speaks slowly, and you can rest at any time;
- After the tour, hot tea is served in the café on 1F.

Each session takes up to 15 people. Family members are welcome to come along (they do not need to book).
`,
  },
  龟兹乐舞与石窟壁画讲座: {
    title: 'Music and Dance of Kucha in the Cave Murals: A Talk',
    place: '1F · Lecture Theatre',
    speaker: 'Aygul Rahman (painter in the fine-line, richly coloured style; copyist of cave murals)',
    summary:
      'What instruments are the celestial musicians of the murals playing? A copyist helps you read the music and dance of the caves. Booking opens twenty days before the talk.',
    body: `
## About the talk

The murals of the Kizil Caves are full of celestial musicians playing instruments and dancing, a precious visual record for the study of the music and dance of ancient Kucha. The speaker, Aygul Rahman, spent ten years copying murals in the caves; drawing on her own copies, she explains the instruments, the dance postures and the colours of the murals.

## Booking

The talk accompanies the exhibition Echoes of Kucha. Booking opens twenty days before the talk: please book your seat on this page then.
`,
  },
  '新年音乐会：丝路上的旋律': {
    title: 'New Year Concert: Melodies of the Silk Road',
    place: '1F · Atrium',
    speaker: 'A local youth ensemble of traditional instruments',
    summary:
      'Hear the rawap, the dombra and the guzheng played together in the museum’s atrium. Standing only; no booking is needed, and entry closes when the atrium is full.',
    body: `
## About the concert

To welcome the New Year, the museum invites a young local ensemble of traditional instruments to give a concert in the atrium. On the rawap, the dombra, the hand drum, the guzheng and other instruments, they play traditional music from along the Silk Road and new compositions.

## Please note

- Standing only; no booking is needed, and entry closes when the atrium is full;
- Doors open at 19:00; please enter by the east door on 1F;
- Please switch your phone to silent during the concert.
`,
  },
  '手语导览：走进丝路遗珍': {
    title: 'Sign-Language Tour: Treasures of the Silk Road',
    place: '1F · Silk Road Hall',
    speaker: 'Volunteer Team, Tianshan Art Museum',
    summary:
      'A tour in sign language for Deaf and hard-of-hearing visitors, with text cards and objects to touch, introducing ten key objects of the permanent display.',
    body: `
## Looking back

This sign-language tour was given by specially trained volunteers who, with large-print text cards and three replicas that could be touched, introduced Deaf and hard-of-hearing visitors to ten key objects in the permanent display Treasures of the Silk Road.

A sign-language tour takes place on the morning of the third Saturday of every month. Deaf and hard-of-hearing visitors and their families are welcome to book, and we would be glad to welcome anyone who signs to our volunteer team.
`,
  },
};

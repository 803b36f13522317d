/**
 * The demo exhibitions in English, keyed by their Chinese title (server/src/seed/content/exhibitions.ts). Bodies
 * use the same light markup as the Chinese (content/markup.ts). Every demo exhibition has its English.
 */
export interface ExhibitionEnglish {
  title: string;
  subtitle: string;
  venue: string;
  curator: string;
  organizer: string;
  summary: string;
  body: string;
}

export const EXHIBITIONS_EN: Record<string, ExhibitionEnglish> = {
  丝路遗珍: {
    title: 'Treasures of the Silk Road',
    subtitle: 'Art of the Western Regions from the Tianshan Art Museum collection: permanent display',
    venue: '1F · Silk Road Hall',
    curator: 'Research Department, Tianshan Art Museum',
    organizer: 'Tianshan Art Museum',
    summary:
      'Through ceramics, textiles, wood carving and copies of cave murals from the collection, this display tells how the craftsmen, merchants and painters of the lands north and south of the Tianshan exchanged skills and tastes along the Silk Road over two thousand years.',
    body: `
## Introduction

South of the Tianshan lie oases and desert; to the north, grassland and snow-capped ranges. For two thousand years, camel caravans, monks and craftsmen travelling this east–west route brought silk and porcelain from the Central Plains, glass and gold and silver vessels from West Asia, and Buddhist images from India into the region. From nearly four hundred works in the collection, the display brings together 120 works and groups of works in four sections, Vessels, Patterns, Images and Roads, to show the open, absorbing character of the art of the Western Regions.

## Section 1 · Vessels of everyday life

From painted earthenware jars excavated in Turpan to the Ustangboyi pottery still made in the old town of Kashgar today, pottery is the plainest witness to life in the oases. In one case, a group of three-handled jugs still bears the marks where the potter's fingers pressed the clay.

## Section 2 · Patterns on the move

Pearl roundels, scrolling vines with grapes and honeysuckle motifs recur on woven silk, carved wood and ceramics, and take on new life in the hands of different peoples. On an interactive screen, visitors can trace the "journey" of a single pattern from one object to another.

## Section 3 · Sculpture and murals

This section shows copies of cave murals completed over ten years by the museum's own artists. Their colours are restored from the present state of the walls and the results of scientific analysis, so that visitors can study at close quarters the line and shading of the painters of Kucha.

## Section 4 · Roads and people

The display closes with maps, travellers' notes and contemporary photographs, a reminder that the Silk Road was never a single line, but a web woven by countless ordinary people coming and going.

> Visitor information: the permanent display is open all year round. Free guided tours run daily at 11:00 and 15:00; no booking is needed.
`,
  },
  天山画卷: {
    title: 'Tianshan Panorama',
    subtitle: 'Seventy Years of Oil Painting in Xinjiang',
    venue: '2F · Tianshan Hall',
    curator: 'Lin Wangchuan, Gulnar Memet',
    organizer: 'Tianshan Art Museum; Xinjiang Oil Painting Society',
    summary:
      'Ninety artists and more than 130 works trace oil painting in Xinjiang from the 1950s to today: its tradition of painting from life, its scenes of local life and its turn to the contemporary.',
    body: `
## About the exhibition

In the 1950s, the first oil painters to arrive in Xinjiang carried their paint boxes into the pastures and the markets. Their pictures of the Tianshan, of orchards and of crowds on their way to the bazaar gave oil painting in Xinjiang its earliest face. Seventy years on, a new generation keeps the tradition of painting from life while answering urbanisation, migration and memory in a more personal language.

The exhibition is arranged in four chronological parts, "The Years of Painting from Life", "Local Life and Poetry", "Land and People" and "New Ways of Seeing", and shows more than 130 oil paintings, over forty of them on public display for the first time.

## Highlights

- Early works painted from life, among them Hasan Tursun's Morning in the Old Town of Kashgar, shown together for the first time;
- Lin Wangchuan's "Painting the Tianshan" series, thirty years in the making, in which the four seasons of a single valley run the length of one long wall;
- Gulnar Memet's large portraits of women, which retell everyday life in bright colour;
- "Paint Boxes and Palettes", a special archive section showing the artists' own painting kit, sketchbooks and letters.

## Learning and events

During the exhibition, a themed tour, "Painting from Life with the Painters", is held every Saturday afternoon, and a conversation with the curators once a month. Please see Learning for details.
`,
  },
  墨韵边城: {
    title: 'Ink of the Frontier',
    subtitle: 'Contemporary Chinese Painting from Xinjiang',
    venue: '2F · Kunlun Hall',
    curator: 'Zhou Yanqiu Art Research Centre',
    organizer: 'Tianshan Art Museum',
    summary:
      'When ink meets the Gobi and the snow peaks: forty painters explore what the brush and ink of Chinese painting can do with the landscapes, flowers and birds, and people of the West.',
    body: `
## Brush, ink and the West

Traditional Chinese landscape painting grew up among the misty rains of the south and the steep peaks of the north. Faced with the vast Gobi of Xinjiang, its bare mountains and its fierce sunlight, painters have had to rethink their familiar texture strokes and compositions. Since Zhou Yanqiu first called for "painting the Tianshan in ink", several generations of painters have pursued the question.

The exhibition brings together more than eighty works by forty painters: monumental panoramic landscapes, small pictures of the Tianshan snow lotus, the desert poplar and the flowering oleaster, and figure paintings in fine-line, richly coloured style of Hotan jade merchants and farmers of the oases.

## Sections

- The Bones of the Mountains: scorched and layered ink conveying the rock of the Tianshan and the texture of the Gobi;
- The Soul of the Waters: ink paintings of the Ili valley, Sayram Lake and the karez underground channels;
- The Warmth of People: frontier life in fine-line and freehand figure painting.

![Late works by Zhou Yanqiu in the galleries](/files/demo/artist/05.jpg)

A film area, "How a Painting Is Born", follows painters from the sketch made on the spot, through the small study, to the finished work.
`,
  },
  经纬之间: {
    title: 'Between Warp and Weft',
    subtitle: 'Atlas Silk and the Textile Arts of Xinjiang',
    venue: '3F · Textile Hall',
    curator: 'Rayila Ismail; Collections Department, Tianshan Art Museum',
    organizer: 'Tianshan Art Museum',
    summary:
      'From silkworm to loom, from tie-dyed warps to embroidered felt, the weaving traditions of Hotan, Kashgar and Altay and today’s fibre art. A loom is worked live in the gallery; visits are by timed booking.',
    body: `
## About the exhibition

Atlas silk (etles) is famous for its tie-dyed warps: before weaving begins, the warp threads are bound in sections and dyed one colour at a time, which gives the patterns their soft, blurred edges, like wind passing over water. Following the weaving craft of Jiya township in Hotan, and also showing the embroidered felts and felt rugs of the Kazakhs of Altay and Tacheng, the exhibition presents more than one hundred textiles, tools and films.

## Live loom demonstrations

At the centre of the gallery stands a reconstructed traditional weaving workshop. Demonstrations take place daily at 10:30, 14:30 and 16:00, when a weaver explains binding the warp, dyeing and setting up the loom. To protect the objects and keep the gallery comfortable, admission is limited: please book a place on this page, and show your booking to enter during the exhibition.

## Highlights

- Atlas silk dresses and waistcoats from the mid-twentieth century, their colours still bright;
- The Four Seasons of Altay, a large embroidered felt by Yerlan Bek;
- Installations by contemporary fibre artists inspired by Atlas silk patterns.

> Please note: textiles are sensitive to light, so the gallery is dimly lit. Please do not use flash photography.
`,
  },
  光影丝路: {
    title: 'Light on the Silk Road',
    subtitle: 'The Pamirs through the Eyes of Chinese and International Photographers',
    venue: '3F · Photography Hall',
    curator: 'Zhao Yuantu',
    organizer: 'Tianshan Art Museum; photography institutions of several Central Asian countries',
    summary:
      'Twenty photographers from six countries record the villages, herding trails and festivals of the Pamir plateau, and a shared life on the "Roof of the World" that crosses borders.',
    body: `
## Meetings on the plateau

The Pamir plateau lies where several countries meet, and since ancient times the Silk Road had to cross it on its way over the Congling mountains. The exhibition invites twenty photographers from six countries, China and its neighbours in Central and South Asia, to record the plateau in their own ways: one photographs glaciers and the Stone City with a large-format camera, another followed herders to their summer pastures for a whole season, others turn to weddings, markets and children at school.

## Three chapters

- Mountains: glaciers, valleys and ancient roads;
- Roads: seasonal migrations, border trade and people on the move;
- Home: everyday life and festivals in the villages.

All labels are in Chinese and English. At the exit, the "My Pamirs" wall invites visitors to write down memories of their own travels.

## International exchange

During the opening, the exhibiting photographers will hold workshops with young photographers from Xinjiang on the ethics and methods of documentary photography.
`,
  },
  青花与青瓷: {
    title: 'Blue-and-White and Celadon',
    subtitle: 'Chinese Porcelain on the Silk Road',
    venue: '1F · Ceramics Hall',
    curator: 'Xu Zhibai',
    organizer: 'Tianshan Art Museum; a Jingdezhen institute for ceramic culture',
    summary:
      'From Longquan celadon to Jingdezhen blue-and-white, the exhibition follows Chinese porcelain west along the overland Silk Road, and the influence of Western Regions taste on its patterns. Timed booking applies during the first month.',
    body: `
## A porcelain's long journey

From the Yuan dynasty onwards, blue-and-white porcelain painted with imported cobalt became one of the most sought-after goods on the Silk Road. It set out from Jingdezhen and travelled through the Hexi Corridor and along both sides of the Tianshan to the courts and markets of Central and West Asia; in return, the geometric patterns and vessel shapes of West Asia appeared in the work of Chinese potters.

The exhibition brings together more than 150 pieces from the collection and on loan, including Longquan celadon, Yuan and Ming blue-and-white, Qing export porcelain, and new work by contemporary ceramic artists who use blue-and-white as their language.

## Sections

- Blue as the Sky: the soft glow of Song and Yuan celadon and its journey west;
- The Rise of Blue-and-White: cobalt, patterns and trade in the Yuan dynasty;
- Return and Reinvention: Western Regions shapes transformed in Jingdezhen;
- Blue-and-White Today: the response of contemporary ceramic artists.

## Booking

During the first month after the opening (weekends included), visits are by timed booking with a daily limit: please book in advance on this page. After that, the exhibition returns to ordinary free admission.
`,
  },
  龟兹遗韵: {
    title: 'Echoes of Kucha',
    subtitle: 'Masterly Copies of the Kizil Cave Murals',
    venue: '2F · Kunlun Hall',
    curator: 'Research Department, Tianshan Art Museum',
    organizer: 'Tianshan Art Museum; a Xinjiang institute for cave temple art',
    summary:
      'More than seventy full-size copies and digital reconstructions take visitors into the Kizil Caves: their lozenge-shaped narrative scenes, celestial musicians and "Kucha blue".',
    body: `
## The colours of the caves

The Kizil Caves are among the earliest large groups of cave temples in China. Their murals are known for lozenge-shaped compositions, shading that gives figures relief, and the generous use of lapis lazuli, the source of "Kucha blue". To protect them, most caves are closed to the public, so copies and digitisation have become important ways for visitors to approach these paintings.

The exhibition presents a selection of more than seventy full-size copies made by several generations of artists, and shows the original colours of some murals in digital reconstructions.

## Visiting the exhibition

- The copies are arranged by cave number; visitors can follow the route from narrative scenes, to preaching scenes, to scenes of musicians;
- Beside each copy are the copyist's working notes on pigment recipes and line-drawing technique;
- During the exhibition there will be talks on the music and dance of Kucha, and copying workshops for families.
`,
  },
  风的形状: {
    title: 'The Shape of the Wind',
    subtitle: 'Invited Exhibition of Young Contemporary Artists from Xinjiang',
    venue: 'B1 · Experimental Space',
    curator: 'Qiao Jiahe',
    organizer: 'Tianshan Art Museum',
    summary:
      'Fifteen artists born in the 1980s and 1990s respond to wind, sand and migration in installation, film, ceramics and sound. Admission to the immersive gallery is limited and by booking.',
    body: `
## Curator's note

In Xinjiang you can see the wind: it moves the dunes, bends the desert poplars and carries the herders' songs far away. Fifteen young artists who were born in Xinjiang or have long lived here take the wind as their thread, to think about nature, memory and lives on the move.

## Works

- Breath, Qiao Jiahe's large wind-driven installation of three hundred aluminium plates that turn slowly in the gallery's air;
- Growth Rings of Sand, ceramics by Ding Ruoxi fired from the sand and soil of the Gobi;
- Zheng Mo's ten-year photographic series on the families of oilfield workers;
- The Village the Wind Passed Through, a long woodcut scroll by Bai Xueqiao.

## Admission

The main gallery is an immersive space of sound and light. The exhibition has 120 places to book in all; during the exhibition, please show your booking to enter. A visit takes about 40 minutes.
`,
  },
  翰墨丝路: {
    title: 'Ink and the Silk Road',
    subtitle: 'Invited Exhibition of Masters of Calligraphy through the Ages',
    venue: '2F · Tianshan Hall',
    curator: 'Yang Shouzhuo',
    organizer: 'Tianshan Art Museum and several provincial art museums',
    summary:
      'Some 120 works of calligraphy and seal carving from the Ming and Qing dynasties to the present, with the first systematic showing of calligraphers from Xinjiang, trace the writing of Chinese characters in the West.',
    body: `
## Looking back

Organised with several art museums across China, the exhibition showed 120 works of calligraphy from the Ming and Qing dynasties to the present, including the museum's clerical-script handscroll Rhapsody on the Tianshan by Shen Mo'an and the original stones of Yang Shouzhuo's seal album. It welcomed more than 110,000 visits, with eight lectures and twenty-four calligraphy classes.

## Three chapters

- Ancient Echoes: letters and couplets by Ming and Qing calligraphers;
- Journeys West: inscriptions and ink traces left in Xinjiang by calligraphers of the modern era;
- New Voices: the explorations of young and mid-career calligraphers from Xinjiang, including works written in several scripts together.

> The exhibition has closed, but some of its works are now part of the permanent display Treasures of the Silk Road, where you are welcome to see them.
`,
  },
  泥土的温度: {
    title: 'The Warmth of Clay',
    subtitle: 'Ceramic Art and Earthenware Traditions of Xinjiang',
    venue: '1F · Ceramics Hall',
    curator: 'Memtimin Ali, Ding Ruoxi',
    organizer: 'Tianshan Art Museum',
    summary:
      'From the earthenware workshops of the clifftop houses of Kashgar to the studios of contemporary ceramic artists: an exhibition about clay, fire and the skill of the hand.',
    body: `
## Looking back

On the high ground at the north-eastern corner of the old town of Kashgar, earthenware workshops have been at work for several hundred years. Starting from the tools, kiln furniture and pots of the workshop of Memtimin Ali's family, the exhibition showed the whole making of earthenware, from digging the clay, throwing and glazing to firing, and invited ten contemporary ceramic artists to make new work on the theme "The Warmth of Clay".

## In numbers

- 210 works and tools or groups of them on display;
- 120 live throwing demonstrations;
- more than 600 families at the family pottery workshops.

Some of the earthenware in the exhibition has since been given to the museum's collection by the artists.
`,
  },
  刀笔木韵: {
    title: 'Carved in Wood',
    subtitle: 'Chinese Printmaking and Life in Xinjiang',
    venue: '3F · Photography Hall',
    curator: 'Luo Yunchi Art Foundation',
    organizer: 'Tianshan Art Museum',
    summary:
      'Ninety black-and-white and colour woodcuts and screenprints record Xinjiang as printmakers have seen it for more than half a century.',
    body: `
## Looking back

In printmaking the knife takes the place of the brush, and its stark contrasts of black and white are ideally suited to the strong light and shadow of the Xinjiang uplands. Built around the woodcuts of Luo Yunchi and taking in the work of three generations of printmakers, the exhibition showed ninety works.

## Highlights

- Luo Yunchi's Morning on the Pasture from the 1960s, the original block shown beside its impression;
- Bazaars and grape trellises in colour woodcut;
- New work by the young printmaker Bai Xueqiao, who depicts today's villages in the traditional language of the woodcut.

The "Carve a Small Print" classes held during the exhibition were especially popular with young people.
`,
  },
  雕塑的呼吸: {
    title: 'Breathing Sculpture',
    subtitle: 'Sculpture from the Tianshan Art Museum Collection',
    venue: '1F · Atrium',
    curator: 'Han Shisheng',
    organizer: 'Tianshan Art Museum',
    summary:
      'Sixty sculptures in bronze, wood, stone and mixed media, from realist portraits to abstract form, trace the development of the museum’s sculpture collection.',
    body: `
## Looking back

This was the museum's first systematic showing of its sculpture collection. Its sixty works ranged from realist figure sculpture of the 1950s, through the explorations of material and form from the 1980s onwards, to spatial installations by contemporary artists.

## Sections

- Figures: Turghun Abdulla's carved wooden groups of old men;
- Form: Han Shisheng's cast bronze series The Weight of the Mountain;
- Space: mixed-media installations by Qiao Jiahe.

After the exhibition, the atrium galleries became a space for learning programmes and events.
`,
  },
};

/**
 * The demo artists in English, keyed by their Chinese name (server/src/seed/content/artists.ts): Chinese names in
 * pinyin, family name first; Uyghur and Kazakh names in their usual Latin form. All persons are fictional.
 */
export interface ArtistEnglish {
  name: string;
  birthplace: string;
  title: string;
  summary: string;
  body: string;
}

export const ARTISTS_EN: Record<string, ArtistEnglish> = {
  艾山·吐尔逊: {
    name: 'Hasan Tursun',
    birthplace: 'Kashgar, Xinjiang',
    title: 'Oil painter; a pioneer of painting from life in Xinjiang',
    summary:
      'All his life he painted the old town of Kashgar and the oases of southern Xinjiang, recording bazaars, streets at dawn and people at work in thick layers of paint and warm light.',
    body: `
Hasan Tursun was born into a family of craftsmen in the old town of Kashgar. As a boy he helped his father engrave patterns on copperware in the bazaar, and so developed a deep interest in colour and pattern. In the late 1950s he entered an art school to study oil painting; after graduating he returned to southern Xinjiang, where he taught at a secondary school and kept painting from life.

He began with small studies from life and went on to large series of bazaars and streets. His pictures are full of slanting early-morning sun, ochre walls and bright Atlas silk, in a personal style at once plain and luminous.

## Principal works

- Morning in the Old Town of Kashgar
- Going to the Bazaar, a series
- Under the Grape Trellis

In his later years he gave more than two hundred of his studies from life to the museum, and they became one of the foundations of its collection of oil paintings.
`,
  },
  林望川: {
    name: 'Lin Wangchuan',
    birthplace: 'Chengdu, Sichuan',
    title: 'Oil painter; thirty years of painting the Tianshan',
    summary:
      'He came to Xinjiang in the 1970s and for thirty years has painted the four seasons of the same Tianshan valley, which has earned him the name "the painter who keeps watch over a mountain".',
    body: `
Lin Wangchuan studied painting in Chengdu and moved to Urumqi for work in the 1970s, and since then the Tianshan has been his studio. From the 1990s he has gone up into the mountains once in every season, painting from the same chosen spots in one valley; the series now numbers more than four hundred paintings.

For him, painting from life is not copying a view but "a long conversation" with a mountain. His brushwork is loose and his colour restrained, and he is at his best with the cold light above the snow line and the warm tones of the valley grass.

## Career

- He has led many sessions of the Tianshan Painting Camp, taking young painters into the mountains to work;
- He is co-curator of the museum's exhibition Tianshan Panorama: Seventy Years of Oil Painting in Xinjiang.
`,
  },
  古丽娜尔·买买提: {
    name: 'Gulnar Memet',
    birthplace: 'Yining, Xinjiang',
    title: 'Oil painter of portraits of women and of everyday life',
    summary:
      'In bright, full colour she paints the women around her, mothers, neighbours, students and market traders, giving everyday life a monumental dignity.',
    body: `
Gulnar Memet grew up in Yining. Her mother was a dressmaker, and their home was always piled with fabrics of every colour, which gave her a natural feeling for colour and cloth. Her portraits are large; the sitters are mostly seen full face or in three-quarter view, against broad areas of flat colour or patterned textiles.

In recent years she has been painting the residents of one neighbourhood after another and recording what they tell her, in a series, Neighbours, that sets words beside paintings.

She teaches at an art academy and takes part in the museum's learning programme, where she runs portrait classes for young people.
`,
  },
  贺北辰: {
    name: 'He Beichen',
    birthplace: 'Urumqi, Xinjiang',
    title: 'Oil painter of the Gobi and the wilderness',
    summary:
      'With the palette knife and thick impasto he paints the gravel of the Gobi, wind-carved yardangs and distant snow peaks, in pictures that are empty yet full of force.',
    body: `
He Beichen grew up in Urumqi and as a young man spent many years with a geological survey team, following the prospectors around the edges of the Junggar and Tarim basins. There he came to know the scale and the colours of the wilderness, which have fed his work ever since.

He makes great use of the palette knife and impasto, building up layer upon layer of paint that looks, close to, like the surface of rock. His recent Yardang series seeks to show the traces of time in the sparest of compositions.
`,
  },
  周砚秋: {
    name: 'Zhou Yanqiu',
    birthplace: 'Yangzhou, Jiangsu',
    title: 'Painter in the Chinese tradition; advocate of "painting the Tianshan in ink"',
    summary:
      'He brought the brush-and-ink learning of southern landscape painting to the West, and created his own texture strokes for the rock of the Tianshan and the surface of the Gobi.',
    body: `
Zhou Yanqiu studied painting from childhood and as a young man trained under a master of southern landscape painting. He came to work in Xinjiang in the late 1960s. Facing a land utterly unlike the south, he found that the traditional texture strokes could not render the bare rock of the Tianshan or the vastness of the Gobi, so he spent long periods painting from life in the mountains, and gradually worked out his "gravel stroke", which combines scorched and layered ink.

He called for "painting the Tianshan in ink", arguing that the brush and ink of Chinese painting must grow anew before new mountains and rivers. The monumental landscapes of his last years are powerful in conception and subtle in their brushwork.

## Principal works

- Snow on the Tianshan
- Dawn over Bogda
- Travellers in the Gobi, a handscroll
`,
  },
  马文涛: {
    name: 'Ma Wentao',
    birthplace: 'Changji, Xinjiang',
    title: 'Painter of flowers and birds of the Western Regions',
    summary:
      'His snow lotus, oleaster blossom, tamarisk and desert poplar have the charm of traditional flower-and-bird painting and the hardy character of the West.',
    body: `
Ma Wentao grew up beside the orchards of Changji and has known the plants of the West since childhood. His flower-and-bird paintings take as their subjects the Tianshan snow lotus, oleaster blossom, tamarisk, the desert poplar and the small birds of the Gobi, joining the brushwork of traditional freehand painting with the tough forms of western plants.

"Know the flower before you paint it," he says. He insists on studying plants where they grow in the wild, and often inscribes his paintings with notes on a plant's habits and where he sketched it, so that they delight the naturalist as well as the art lover.
`,
  },
  阿依古丽·热合曼: {
    name: 'Aygul Rahman',
    birthplace: 'Hotan, Xinjiang',
    title: 'Painter in the fine-line, richly coloured style; copyist of cave murals',
    summary:
      'After ten years of copying the murals of the Kucha caves, she brings their mineral colours and line drawing into contemporary fine-line figure painting.',
    body: `
Aygul Rahman graduated in Chinese painting from an academy of fine arts and then joined a project to copy cave murals, working in the caves for ten full years. She knows how to grind and use mineral pigments such as lapis lazuli, cinnabar and malachite, and her copies are known for their faithfulness to the murals as they are today.

In her own work she joins the relief shading of the murals to contemporary figures, painting the jade merchants and weavers of Hotan and children at school. Her best-known work, The Weaver, renders the brilliant colours of Atlas silk in the traditional richly coloured technique.
`,
  },
  陈素笺: {
    name: 'Chen Sujian',
    birthplace: 'Ili, Xinjiang',
    title: 'Painter of figures in ink',
    summary:
      'In spare lines of ink she paints the herders, fruit growers and markets of the Ili valley, in pictures fresh and full of life.',
    body: `
Chen Sujian has long lived in Ili, and most of her work is drawn from the pastures, orchards and markets of the valley. Her figures in ink are drawn with economy and a clear, moist ink, and she excels at catching a passing expression.

Every year she follows the herders on their seasonal move and sketches in their felt tents. Works such as The Move to New Pastures and April in the Valley have been shown in several national art exhibitions.
`,
  },
  沈墨庵: {
    name: 'Shen Mo’an',
    birthplace: 'Shaoxing, Zhejiang',
    title: 'Calligrapher celebrated for his clerical script',
    summary:
      'His clerical script draws on Han dynasty stelae with a touch of the brushwork of bamboo and wooden slips; his late works are archaic and vigorous, and his handscroll Rhapsody on the Tianshan is a treasure of the museum.',
    body: `
Shen Mo'an came from a scholarly family and copied Han dynasty stelae as a boy. He came to Xinjiang in the 1950s to work in cultural affairs. The Han and Jin dynasty bamboo and wooden slips excavated in Xinjiang were a great inspiration to him: he brought the free brushwork of the slips into his clerical script, creating a style archaic yet lively.

He devoted himself to teaching calligraphy, and ran calligraphy classes in Urumqi for more than thirty years; his students are found all over Xinjiang. His clerical-script handscroll Rhapsody on the Tianshan was given to the museum by his family.
`,
  },
  杨守拙: {
    name: 'Yang Shouzhuo',
    birthplace: 'Hami, Xinjiang',
    title: 'Calligrapher and seal carver',
    summary:
      'His seal carving follows the seals of the Qin and Han dynasties and the charm of ancient seals and stamps of the Western Regions, with a plain, robust cut.',
    body: `
Yang Shouzhuo taught himself, and after the age of thirty devoted himself to seal carving. He studies the seals, clay sealings and stamps on wooden slips excavated in the Western Regions, and brings their naïve, artless charm into his own carving.

He curated the museum's exhibition Ink and the Silk Road: Masters of Calligraphy through the Ages, and gave the museum one hundred of the original stones of his seal album.
`,
  },
  努尔兰·哈力: {
    name: 'Nurlan Khali',
    birthplace: 'Altay, Xinjiang',
    title: 'Calligrapher working in several scripts',
    summary:
      'He writes both Chinese characters and Kazakh, exploring the rhythm of different scripts and their dialogue within one work.',
    body: `
Nurlan Khali studied Chinese calligraphy from childhood and later made a systematic study of Kazakh calligraphy. His works often set the two scripts side by side on one sheet, so that they converse through the strength and paleness of the ink and the spacing of the lines.

For many years he has promoted calligraphy in the schools of Altay, believing that writing is the most intimate way to come to know a culture.
`,
  },
  吐尔洪·阿不都拉: {
    name: 'Turghun Abdulla',
    birthplace: 'Turpan, Xinjiang',
    title: 'Sculptor of figures in carved wood and cast bronze',
    summary:
      'In mulberry, walnut and bronze he models groups of the old men of the oases, in works that are plain, quiet and strong.',
    body: `
Turghun Abdulla was born into a family of carpenters in Turpan and learned joinery and carving from his father as a boy. He went on to study sculpture at an art academy, and back in his home town has long taken the old people around him as his models.

His wood carvings keep the marks of the chisel and the grain of the wood: the faces are finely modelled, the folds of the clothes boldly cut. His group Old Men by the Karez is his best-known work.
`,
  },
  韩石生: {
    name: 'Han Shisheng',
    birthplace: 'Tianshui, Gansu',
    title: 'Sculptor and maker of public art',
    summary:
      'In cast bronze and stone he conveys the weight and mass of mountains, and has made a number of public sculptures for cities.',
    body: `
Han Shisheng grew up among the cave temples and monasteries of Tianshui, and has always been drawn to volume and weight in sculpture. After coming to Xinjiang in the 1990s he made the mountains of the Tianshan his lasting subject, in the cast bronze series The Weight of the Mountain.

He has also led the making of several public sculptures for cities, and curated the museum's exhibition Breathing Sculpture.
`,
  },
  乔嘉禾: {
    name: 'Qiao Jiahe',
    birthplace: 'Urumqi, Xinjiang',
    title: 'Contemporary artist working in installation and sculpture',
    summary:
      'Her materials are wind, light and moving air, which make still metal and fabric "breathe" in space.',
    body: `
Qiao Jiahe trained as a sculptor and then turned to installation. Her works often use the natural air currents of a gallery, the changing light and the movements of visitors to set sheets of metal, fabric and paper slowly in motion.

She curated the museum's exhibition The Shape of the Wind: Young Contemporary Artists from Xinjiang, and was among the first artists of the museum's residency programme for young artists.
`,
  },
  买买提明·艾力: {
    name: 'Memtimin Ali',
    birthplace: 'Kashgar, Xinjiang',
    title: 'Sixth generation of a family of Kashgar potters',
    summary:
      'He still throws on a traditional kick wheel and fires in a wood kiln; his earthenware is glazed in deep green and sturdy in form.',
    body: `
Memtimin Ali's family has run an earthenware workshop on the high ground of Kashgar's old town for six generations. He began learning to throw at the age of twelve, and still uses a kick wheel and a wood-fired kiln to make jugs, bowls, flowerpots and other everyday pottery.

His glazes are mostly peacock green and ochre, his forms sturdy and practical. In recent years he has worked with contemporary ceramic artists to develop new decoration for traditional shapes. The workshop regularly welcomes students and visitors and teaches them the potter's craft.
`,
  },
  许知白: {
    name: 'Xu Zhibai',
    birthplace: 'Jingdezhen, Jiangxi',
    title: 'Ceramic artist; maker and scholar of blue-and-white porcelain',
    summary:
      'Born into a family of Jingdezhen porcelain makers, he has long studied the spread of blue-and-white along the Silk Road, and paints the sights of the Western Regions in its language.',
    body: `
Xu Zhibai grew up beside the kilns of Jingdezhen and as a young man learned blue-and-white painting from his elders. Since 2000 he has travelled the Silk Road many times, studying where the cobalt of blue-and-white came from, the routes by which the porcelain travelled west and how its patterns changed.

His work speaks the language of blue-and-white to depict grapes, pomegranates, camels and the snowy ridges of the Tianshan, painting the Western Regions onto Jingdezhen porcelain. He is the curator of the museum's exhibition Blue-and-White and Celadon: Chinese Porcelain on the Silk Road.
`,
  },
  丁若溪: {
    name: 'Ding Ruoxi',
    birthplace: 'Shihezi, Xinjiang',
    title: 'Contemporary ceramic artist',
    summary:
      'She fires her pots with the sand of the Gobi, salt and alkali and plant ash, so that they take on the colours and textures of the land.',
    body: `
Ding Ruoxi trained in ceramic art. Back in Xinjiang she began gathering sand, salt and alkali and plants in the Gobi and by lakes, and testing how they change at high temperatures. Her surfaces are often cracked, crystallised or run, like ground worn down by wind and time.

Her best-known work, Growth Rings of Sand, is made of one hundred plates of different sizes that record the soil samples she gathered at different places.
`,
  },
  赵远途: {
    name: 'Zhao Yuantu',
    birthplace: 'Beijing',
    title: 'Photographer of the Pamir plateau',
    summary:
      'In forty years he has been up to the Pamir plateau more than twenty times, recording glaciers, the Stone City and the villages of the plateau with a large-format camera.',
    body: `
Zhao Yuantu began photographing Xinjiang in the late 1970s. At first he took landscapes for picture magazines; later he turned his lens to the Pamir plateau for the long term. He works with a large-format camera and takes only a limited amount of film on each journey, so every exposure is made with great care.

His photographs combine the grandeur of landscape photography with the warmth of documentary. He is the curator of the museum's exhibition Light on the Silk Road: The Pamirs through the Eyes of Chinese and International Photographers.
`,
  },
  帕丽达·吾甫尔: {
    name: 'Parida Ghopur',
    birthplace: 'Aksu, Xinjiang',
    title: 'Documentary photographer',
    summary:
      'Her work is about education and family life in the villages of southern Xinjiang; for more than ten years she has followed the children of one village primary school.',
    body: `
Parida Ghopur was once a secondary school teacher. In 2010 she began to photograph village schools in her home region of Aksu, and for more than ten years she has followed the children of one primary school, recording how they change from their first day at school to adulthood.

Her compositions are plain, and she attends to the relationships between people and to the subtle changes of light. Her series Break Time has been shown at several photography festivals.
`,
  },
  郑漠: {
    name: 'Zheng Mo',
    birthplace: 'Karamay, Xinjiang',
    title: 'Contemporary photographic artist',
    summary:
      'He grew up in an oil town, and records the daily life of oilfield workers’ families and the changes of the city in photographs and sound.',
    body: `
Zheng Mo grew up in Karamay, where both his parents worked in the oilfield. After studying photography at university he returned home and spent ten years photographing the daily lives of oilfield workers' families, gathering their old photographs and recordings.

His work brings together photography, archives and sound to present the memory of a city born of oil.
`,
  },
  热依拉·司马义: {
    name: 'Rayila Ismail',
    birthplace: 'Hotan, Xinjiang',
    title: 'Weaver of Atlas silk',
    summary:
      'A master of the whole craft of binding, dyeing and weaving, she works to revive traditional patterns and trains young weavers.',
    body: `
Rayila Ismail was born into a family of weavers in Hotan and began learning to bind and dye warps with her mother at fourteen. She knows dozens of traditional Atlas silk patterns and can lay out the binding of a complex pattern from memory alone.

For the past twenty years she has collected and catalogued samples of old silk and revived a number of patterns that few still weave, and she runs weaving classes in her home town that have trained more than one hundred young weavers. She is co-curator of the museum's exhibition Between Warp and Weft.
`,
  },
  叶尔兰·别克: {
    name: 'Yerlan Bek',
    birthplace: 'Tacheng, Xinjiang',
    title: 'Kazakh felt embroidery artist',
    summary:
      'He makes large wall hangings in the traditional crafts of felt embroidery and felt rugs, stitching the four seasons of the grassland into wool.',
    body: `
Yerlan Bek learned felt-making and embroidery from his grandmother. He joins the ram's-horn and floral motifs of the Kazakh tradition to scenes of the grassland in large embroidered felt hangings.

His best-known work, The Four Seasons of Altay, is made of four embroidered felts, each three metres long; it took two years to complete and is now in the museum's collection.
`,
  },
  罗云驰: {
    name: 'Luo Yunchi',
    birthplace: 'Changsha, Hunan',
    title: 'Printmaker; a founder of the woodcut in Xinjiang',
    summary:
      'His black-and-white woodcuts of pastures, bazaars and cities under construction are cut with a crisp, decisive knife in stark black and white.',
    body: `
Luo Yunchi came to Xinjiang in the early 1960s and began making woodcuts while working at a local cultural centre. For years he travelled the countryside with his knives and blocks on his back. His work is mostly in black-and-white woodcut, and its subjects include pastures, bazaars, orchards and cities under construction.

His cutting is crisp and decisive, and he used broad contrasts of black and white to convey the strong sunlight of the uplands. He trained many printmakers in his lifetime and is honoured as one of the founders of the woodcut in Xinjiang.
`,
  },
  白雪峤: {
    name: 'Bai Xueqiao',
    birthplace: 'Bortala, Xinjiang',
    title: 'Young printmaker',
    summary:
      'She depicts today’s villages in the traditional language of the woodcut; her scroll The Village the Wind Passed Through is twelve metres long.',
    body: `
Bai Xueqiao trained as a printmaker and works mainly in woodcut. Her subject is the changing countryside of today: new roads, young people coming home, fruit growers selling apricots by livestream on their phones.

She still prints by hand. Her long scroll The Village the Wind Passed Through was printed from forty woodblocks joined together and is twelve metres long.
`,
  },
};

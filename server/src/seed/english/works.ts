/**
 * Works of the demo collection in English, keyed by accession number (server/src/seed/collection/catalogue.json):
 * thirty-five of its eighty-four, every visitor-read field of each. The others are left in Chinese on purpose, so
 * that the English site shows how an untranslated work reads.
 */
export interface WorkEnglish {
  name: string;
  /** The maker as catalogued when not a demo artist (an anonymous hand, a kiln); an artist's English name otherwise. */
  author?: string;
  period: string;
  material: string;
  size: string;
  origin?: string;
  acquisition: string;
  grade?: string;
  /** Paragraphs of the catalogue entry. */
  text: string[];
}

const GRADE = {
  1: 'Grade 1 cultural relic',
  2: 'Grade 2 cultural relic',
  3: 'Grade 3 cultural relic',
} as const;
const ANONYMOUS = 'Anonymous';

export const WORKS_EN: Record<string, WorkEnglish> = {
  'TSM-HH-0001': {
    name: 'Snow on the Tianshan',
    author: 'Zhou Yanqiu',
    period: '1987',
    material: 'Ink on paper',
    size: 'Height 178 cm, width 76 cm',
    origin: 'Urumqi',
    acquisition: 'Gift of the artist, 2009',
    text: [
      'Building up the ink layer upon layer, the painter gives the main peak of the Tianshan its mass. The ridges are left as bare paper for snow, pale washes of ink on the slopes suggest drifting cloud, and the pines and rocks of the foreground are drawn with a seasoned, rugged brush. Above, the painter has inscribed a passage in running script recalling what he saw when he went deep into the Tianshan with a scientific expedition in the early 1980s.',
      'This is one of the key works of Zhou Yanqiu’s call for "painting the Tianshan in ink". The mountains of the north-west, he once said, "have much bone and little flesh": they must be rubbed with a dry brush to show their sinews and then broken with wet ink, and only then do snow mountains gain their chill and their weight.',
    ],
  },
  'TSM-HH-0002': {
    name: 'Clear Snow over Bogda',
    author: 'Zhou Yanqiu',
    period: '1995',
    material: 'Ink on paper',
    size: 'Height 48 cm, width 386 cm',
    origin: 'Urumqi',
    acquisition: 'Gift of the artist, 2009',
    text: [
      'The handscroll unrolls from right to left: in the distance the three peaks of Bogda are half hidden in the clear snow; in the middle section come the foothills and river valleys below the mountains; and the scroll ends with a single small boat. The painter joins the shifting viewpoints of the traditional handscroll to the open landscape of the north-west, at an unhurried pace.',
      'At the start of the scroll the painter has written the title, "Clear Snow", and added two seals. The scroll was shown in the 1996 Exhibition of Landscape Painting of the West, and is one of the longest works in the museum’s collection of modern ink painting.',
    ],
  },
  'TSM-HH-0004': {
    name: 'Blue-and-Green Landscape of the Silk Road',
    author: ANONYMOUS,
    period: 'Ming dynasty (1368–1644)',
    material: 'Ink and colour on silk',
    size: 'Height 36 cm, width 412 cm',
    acquisition: 'Acquired 1991',
    grade: GRADE[2],
    text: [
      'In the blue-and-green manner, the rocks are washed with azurite and malachite and their feet touched with ochre; camel caravans and merchants dot the peaks of an imagined road to the west. The painter combined the conventions of blue-and-green landscape painting of the Central Plains with tales told of the Western Regions, in fantastic mountain forms and brilliant colour.',
      'The ridges are outlined in gold, which still gleams today. The scroll is an important image for understanding how people of the Ming dynasty "imagined the Silk Road", and was once shown in the museum’s permanent display Song of the Silk Road.',
    ],
  },
  'TSM-HH-0010': {
    name: 'Jataka Tales in Lozenges, Kizil Caves (copy)',
    author: 'Aygul Rahman',
    period: '1999',
    material: 'Mineral colours on paper',
    size: 'Height 120 cm, width 168 cm',
    origin: 'Kizil Caves, Baicheng',
    acquisition: 'Purchased 2005',
    text: [
      'The caves of Kucha are famous for their lozenge compositions: the painters divided the cave ceiling into diamond-shaped mountains, each framing a jataka tale of the Buddha’s former lives or a story of cause and effect. This copy records the mural as it is today, keeping even its flaking paint and cracks.',
      'The copyist worked in the Kizil Caves for nearly ten years and used mineral pigments such as lapis lazuli and malachite to recover the colour relationships of the original as closely as possible. For visitors who cannot go to the caves themselves, copies of a mural "as it is" are an important window onto the art of Kucha.',
    ],
  },
  'TSM-HH-0011': {
    name: 'The Buddha Preaching (copy)',
    author: 'Aygul Rahman',
    period: '2006',
    material: 'Mineral colours on paper',
    size: 'Height 132 cm, width 180 cm',
    origin: 'Kumtura Caves, Kuqa',
    acquisition: 'Purchased 2008',
    text: [
      'The Buddha sits cross-legged within a many-layered halo, flanked by rows of listening bodhisattvas and heavenly beings, beneath a band of scrolling foliage. The copyist has restored some of the missing areas, and explains in her inscription the evidence for each passage she has repainted.',
    ],
  },
  'TSM-HH-0012': {
    name: 'Mural Fragment with Lozenges of Karma Tales',
    author: ANONYMOUS,
    period: 'About the 6th–7th century',
    material: 'Mineral pigments on a ground of straw and clay',
    size: 'Height 46 cm, width 62 cm',
    origin: 'Cave temples of the Kuqa area',
    acquisition: 'Found in an archaeological survey, 1957; transferred to the museum, 1979',
    grade: GRADE[2],
    text: [
      'The fragment keeps three rows of lozenges, in which a seated Buddha, listeners and animals can be made out. The main pigments are lapis blue, malachite green, white clay and red earth; in places the painted ground has fallen away to reveal the layer of straw and clay beneath.',
      'The fragment has been consolidated and given a backing support in the museum’s conservation laboratory, and is now shown in a case with constant temperature and humidity. Its cracks and losses are the marks of more than a thousand years, and they were not retouched during conservation.',
    ],
  },
  'TSM-HH-0013': {
    name: 'Poplars of the Oasis',
    author: 'Hasan Tursun',
    period: '1982',
    material: 'Oil on canvas',
    size: 'Height 80 cm, width 110 cm',
    origin: 'Kashgar',
    acquisition: 'Gift of the artist’s family, 2014',
    text: [
      'Autumn poplars line a path through the fields, their golden crowns shining against the blue sky and the sun casting long shadows on the earth track. Building up the paint in short strokes, the painter makes the picture at once dense and bright.',
      'The poplar, planted as a windbreak in the oases of southern Xinjiang, is a motif Hasan Tursun painted again and again. "A row of poplars," he said, "is the gate of the oasis."',
    ],
  },
  'TSM-HH-0014': {
    name: 'Tianshan: Summer Pasture',
    author: 'Lin Wangchuan',
    period: '2004',
    material: 'Oil on canvas',
    size: 'Height 100 cm, width 140 cm',
    origin: 'Southern Mountains, Urumqi',
    acquisition: 'Purchased 2010',
    text: [
      'Below the snow peaks spreads a wide summer pasture, scattered with spruce. The painter worked from life in the same spot for many years; this picture was finished one morning in July, and its contrast of warm and cool colours conveys the intense light of the high mountains.',
    ],
  },
  'TSM-HH-0015': {
    name: 'Above the Snow Line',
    author: 'Lin Wangchuan',
    period: '2012',
    material: 'Oil on canvas',
    size: 'Height 120 cm, width 160 cm',
    acquisition: 'Gift of the artist, 2013',
    text: [
      'The real subject of the picture is the snow line, the ever-changing boundary between snow and rock in the sun. Working by turns with palette knife and brush, the painter leaves a rough texture that seems to carry the chill of the mountain wind.',
    ],
  },
  'TSM-HH-0016': {
    name: 'Long Wind over the Gobi',
    author: 'He Beichen',
    period: '1998',
    material: 'Oil on canvas',
    size: 'Height 90 cm, width 130 cm',
    origin: 'Hami',
    acquisition: 'Purchased 2006',
    text: [
      'Rolling dunes fall into light and shade under the low sun, and the sky passes from orange to pale violet. The painter spent many years crossing the Gobi between Hami and Turpan; his wilderness is not desolate but full of the movement of light and wind.',
    ],
  },
  'TSM-HH-0019': {
    name: 'Pastoral Song of the Tianshan',
    author: 'Luo Yunchi',
    period: '1963',
    material: 'Colour woodcut',
    size: 'Height 42 cm, width 34 cm',
    acquisition: 'Gift of the artist, 2002',
    text: [
      'Printed from three blocks: the black block cuts the shapes of the mountains and trees, the colour blocks print the sky and the grassland. The marks of the knife are plain to see and the composition is spare: one of the key works of the early woodcut in Xinjiang.',
    ],
  },
  'TSM-HH-0020': {
    name: 'Poplars',
    author: 'Bai Xueqiao',
    period: '2018',
    material: 'Woodcut',
    size: 'Height 60 cm, width 48 cm',
    acquisition: 'Purchased 2019',
    text: [
      'Taking the poplar as her subject, the young printmaker builds the picture from parallel cuts, turning a row of trees into an almost abstract rhythm. The print was selected for the 20th National Exhibition of Prints.',
    ],
  },
  'TSM-SF-0001': {
    name: 'Poem of the Calligrapher’s Own in Clerical Script',
    author: 'Shen Mo’an',
    period: '1992',
    material: 'Ink on paper',
    size: 'Height 136 cm, width 68 cm',
    acquisition: 'Gift of the artist, 2008',
    text: [
      'The calligrapher writes a poem of his own in seven-character lines on the Heavenly Lake in summer. The characters are broad and flat, with the distinct "silkworm head" and "wild goose tail" of clerical script; the brush moves steadily, with touches of "flying white" where the ink runs dry, and the whole has the archaic gravity of the Han stelae.',
      'In his early years Shen Mo’an spent many years copying the Liqi and Zhang Qian stelae; from middle age he brought in the brushwork of bamboo and wooden slips. This scroll is a work of his mature style.',
    ],
  },
  'TSM-SF-0002': {
    name: '"Bright Moon over the Tianshan" in Clerical Script',
    author: 'Shen Mo’an',
    period: '2001',
    material: 'Ink on paper',
    size: 'Height 46 cm, width 138 cm',
    acquisition: 'Gift of the artist, 2008',
    text: [
      'Four large characters in clerical script, broad in structure and full in stroke. The small signature on the left records that it was written for the completion of the museum’s new building; the calligrapher later gave it to the museum.',
    ],
  },
  'TSM-SF-0005': {
    name: '"Harmony"',
    author: 'Nurlan Khali',
    period: '2019',
    material: 'Ink on paper',
    size: 'Height 50 cm, width 150 cm',
    acquisition: 'Gift of the artist, 2020',
    text: [
      'The calligrapher has long worked in Chinese, Kazakh and Uyghur calligraphy. Here a large character in regular script is the centrepiece, and to one side, in small writing, lines of the same meaning in several scripts set different traditions of writing in dialogue within one work.',
    ],
  },
  'TSM-TC-0001': {
    name: 'Meiping Vase with Peony Scrolls in Underglaze Blue',
    author: 'Jingdezhen kilns',
    period: 'Yuan dynasty (1271–1368)',
    material: 'Porcelain',
    size: 'Height 42 cm; mouth diameter 4.8 cm; base diameter 13 cm',
    origin: 'Jingdezhen, Jiangxi',
    acquisition: 'Acquired 1996',
    grade: GRADE[2],
    text: [
      'With its small mouth, full shoulders and slender base, the vase is painted in underglaze blue with scrolling peonies as its main design, ruyi cloud heads on the shoulder and stylised lotus petals around the foot. The blue is deep and rich, and where the pigment pooled it shows blackish-brown spots, the mark of imported cobalt.',
      'The cobalt used for Yuan blue-and-white came from West Asia by way of the Silk Road, and the porcelain travelled back along the same road to Central and West Asia. A single vase is a witness to the exchange of materials and tastes between East and West.',
    ],
  },
  'TSM-TC-0005': {
    name: 'Celadon Bowl, Longquan Ware',
    author: 'Longquan kilns',
    period: 'Southern Song dynasty (1127–1279)',
    material: 'Porcelain',
    size: 'Height 7.5 cm; mouth diameter 17 cm',
    origin: 'Longquan, Zhejiang',
    acquisition: 'Acquired 1993',
    grade: GRADE[3],
    text: [
      'A bowl with a flaring mouth, sloping sides and a ring foot, covered all over in a thick celadon glaze with a fine crackle. Where the body is bare on the foot rim it has fired to a flint red, a hallmark of Longquan ware.',
    ],
  },
  'TSM-TC-0007': {
    name: 'Ewer with Three-Colour Glaze',
    author: ANONYMOUS,
    period: 'Tang dynasty (618–907)',
    material: 'Earthenware',
    size: 'Height 26 cm',
    origin: 'Turpan',
    acquisition: 'Excavated 1973; transferred to the museum, 1980',
    grade: GRADE[2],
    text: [
      'The body is glazed in yellow, green and white, the glazes running down from the shoulder and blending into a dappled effect. The short spout and curved handle show the influence of Sogdian gold and silver ewers.',
      'In the Central Plains, Tang three-colour ware was mostly made for burial. Three-colour wares excavated at Xizhou (today’s Turpan) show that the funerary customs and vessels of the Central Plains were current in the Western Regions too.',
    ],
  },
  'TSM-TC-0011': {
    name: 'Painted Pottery Jar',
    author: ANONYMOUS,
    period: 'Bronze Age (about 1000 BC)',
    material: 'Red earthenware tempered with sand',
    size: 'Height 18 cm; body diameter 16 cm',
    origin: 'Chawuhugoukou cemetery, Hejing county',
    acquisition: 'Excavated 1984; transferred to the museum, 1990',
    grade: GRADE[2],
    text: [
      'Painted in black on a red slip, with a band of inverted triangles below the rim and a body decorated with lattice and zigzags. The painted pottery of the Chawuhu culture is mainly geometric, boldly drawn, and one of the most recognisable faces of prehistoric art in Xinjiang.',
      'Pots like this mostly come from burials. Their surfaces often show wear and soot from use, a sign that they were vessels of everyday life.',
    ],
  },
  'TSM-TC-0013': {
    name: 'Glazed Earthenware Jar from Kashgar',
    author: 'Memtimin Ali',
    period: '2010',
    material: 'Earthenware',
    size: 'Height 36 cm',
    origin: 'Kashgar',
    acquisition: 'Purchased 2011',
    text: [
      'Kashgar earthenware is made from the local red clay and covered in lead glazes, mostly green, blue and brown. The potter is the sixth generation of a family of potters, and still throws on a kick wheel and fires in a wood kiln.',
    ],
  },
  'TSM-TC-0014': {
    name: 'Meiping Vase "Tianshan Snow" in Underglaze Blue',
    author: 'Xu Zhibai',
    period: '2016',
    material: 'Porcelain',
    size: 'Height 45 cm',
    acquisition: 'Gift of the artist, 2017',
    text: [
      'Keeping the shape of the Yuan blue-and-white meiping, the artist merges scrolling foliage with the outline of the snow peaks of the Tianshan, graded in washes of darker and paler blue: an attempt to tell of a new landscape in a traditional language.',
    ],
  },
  'TSM-TC-0015': {
    name: 'Vessel · Breath',
    author: 'Ding Ruoxi',
    period: '2020',
    material: 'Porcelain',
    size: 'Height 32 cm',
    acquisition: 'Purchased 2021',
    text: [
      'After adjusting the glaze recipe again and again, the artist arrived at a green-blue close to the colour of lake water. The form comes from the traditional long-necked vase, its body tilted slightly, like a slow breath.',
    ],
  },
  'TSM-DS-0001': {
    name: 'Head of a Buddha',
    author: ANONYMOUS,
    period: 'About the 5th–6th century',
    material: 'Straw-tempered clay, lime plaster',
    size: 'Height 32 cm',
    origin: 'Buddhist temple site, Kuqa area',
    acquisition: 'Found in an archaeological survey, 1958; transferred to the museum, 1979',
    grade: GRADE[2],
    text: [
      'A full, rounded face with lowered eyes and the hint of a smile at the corners of the lips; the snail-shell curls of the hair were pressed in a mould and applied one by one. The face was once painted; only a little azurite and red earth remain at the hairline and behind the ears.',
      'The clay sculpture of Kucha draws on both the Gandharan and the Chinese traditions of Buddhist images: the high, straight nose and long, narrow eyes have the realism of the West and the reserve of the East.',
    ],
  },
  'TSM-DS-0005': {
    name: 'The Old Craftsman',
    author: 'Turghun Abdulla',
    period: '1996',
    material: 'Cast bronze',
    size: 'Height 58 cm',
    acquisition: 'Purchased 2007',
    text: [
      'The sculptor’s model was a maker of rawap lutes in Kashgar, shown with his head bowed in concentration. The surface of the bronze keeps the marks of the fingers that pressed the clay model, warm and strong.',
    ],
  },
  'TSM-DS-0007': {
    name: 'Gate of the Silk Road (maquette)',
    author: 'Han Shisheng',
    period: '2010',
    material: 'Cast bronze',
    size: 'Height 46 cm',
    acquisition: 'Gift of the artist, 2012',
    text: [
      'This is the maquette for a large public sculpture the artist made for a city square. Its overlapping rings and ovals stand for camel bells, city gates and the flow of people coming and going.',
    ],
  },
  'TSM-ZX-0001': {
    name: 'Black Atlas Silk',
    author: 'Rayila Ismail',
    period: '2012',
    material: 'Mulberry silk',
    size: 'Length 520 cm, width 45 cm',
    origin: 'Jiya township, Hotan',
    acquisition: 'Purchased 2013',
    text: [
      'Atlas silk is made by tie-dyeing the warp: the warp threads are bound in sections according to the pattern and dyed before they go on the loom. Because the warps can never be perfectly aligned in weaving, the edges of the pattern take on their characteristic blurred look.',
      'On a black ground, this piece is woven with comb and lozenge patterns in strong contrasts of colour, a typical example of the traditional "black Atlas silk" of Hotan.',
    ],
  },
  'TSM-ZX-0004': {
    name: 'Silk and Wool Carpet with Three Medallions, Hotan',
    author: ANONYMOUS,
    period: 'Qing dynasty (1644–1911)',
    material: 'Wool, silk',
    size: 'Length 320 cm, width 180 cm',
    origin: 'Hotan',
    acquisition: 'Acquired 1985',
    grade: GRADE[2],
    text: [
      'Three medallions run down the centre of the carpet, surrounded by small geometric flowers, within a wide border of continuous rosettes. This "three medallion" layout is the classic design of Hotan carpets.',
      'Hotan carpets are knotted with a figure-of-eight knot, giving a dense, heavy and hard-wearing pile. This is an early carpet, worn in places; after conservation it is displayed lying flat.',
    ],
  },
  'TSM-ZX-0007': {
    name: 'Kazakh Embroidered Felt Hanging',
    author: 'Yerlan Bek',
    period: '2015',
    material: 'Felt, woollen yarn',
    size: 'Length 180 cm, width 130 cm',
    origin: 'Ili',
    acquisition: 'Purchased 2016',
    text: [
      'Medallions embroidered in coloured wool on a dark felt ground. Embroidered felt is the most important decoration of a Kazakh yurt: hung behind the bed, it also keeps the tent warm.',
    ],
  },
  'TSM-JS-0001': {
    name: 'Bronze Cauldron on Three Legs',
    author: ANONYMOUS,
    period: 'Warring States period (475–221 BC)',
    material: 'Bronze',
    size: 'Height 46 cm; mouth diameter 38 cm',
    origin: 'Ili valley',
    acquisition: 'Excavated 1978; transferred to the museum, 1981',
    grade: GRADE[1],
    text: [
      'The fu cauldron was the cooking vessel of the nomads of the Eurasian steppe. This one has a deep body and a rounded base, two upright handles on the rim and three legs below, with a band of thunder pattern around the body. It is covered in green corrosion, with the bronze showing through in places.',
      'Cauldrons of this kind have been found from the northern shores of the Black Sea to the Mongolian plateau; the three-legged cauldrons of the Ili valley have a local character of their own, and are material evidence of early routes across the steppe.',
    ],
  },
  'TSM-JS-0002': {
    name: 'Bronze Mirror with Sea Beasts and Grapevines',
    author: ANONYMOUS,
    period: 'Tang dynasty (618–907)',
    material: 'Bronze',
    size: 'Diameter 18.6 cm',
    acquisition: 'Acquired 1990',
    grade: GRADE[2],
    text: [
      'A round mirror with a crouching beast as its knob. In high relief, sea beasts clamber among grapevines in the inner zone, while the outer zone is decorated with grapes and birds. The grape came to the Central Plains from the Western Regions, and the sea-beast-and-grape mirror is the most exotic of all Tang mirror designs.',
    ],
  },
  'TSM-JS-0004': {
    name: 'Gilt Silver Ewer',
    author: ANONYMOUS,
    period: 'Tang dynasty (618–907)',
    material: 'Silver, gilding',
    size: 'Height 28 cm',
    acquisition: 'Acquired 2002',
    grade: GRADE[2],
    text: [
      'A slender neck, a swelling body and a high ring foot, with a curved handle at one side and lotus petals raised by hammering on the body. Its form and decoration follow the style of Sogdian gold and silverwork; the Sogdian merchants were the most active traders on the Silk Road.',
    ],
  },
  'TSM-SY-0001': {
    name: 'Morning Light on the Pamirs',
    author: 'Zhao Yuantu',
    period: '2008',
    material: 'Chromogenic colour print',
    size: 'Height 80 cm, width 120 cm',
    origin: 'Taxkorgan',
    acquisition: 'Gift of the artist, 2010',
    text: [
      'In the early morning the plateau lake lies still and windless, and the snow mountains and spruces are mirrored whole in the water. The photographer waited by the lake for three mornings before the weather was like this.',
      'Zhao Yuantu has photographed the Pamir plateau for more than thirty years. He works with a large-format camera, and his prints are known for their range of tones and their detail.',
    ],
  },
  'TSM-SY-0003': {
    name: 'Lanes of the Old Town',
    author: 'Parida Ghopur',
    period: '2006',
    material: 'Gelatin silver print',
    size: 'Height 50 cm, width 75 cm',
    origin: 'Kashgar',
    acquisition: 'Purchased 2012',
    text: [
      'A lane in the old town of Kashgar: mud-brick walls, carved wooden doors and wooden balconies make up a typical street scene. The photographer spent ten years recording the old town before and after its renovation.',
    ],
  },
  'TSM-SY-0004': {
    name: 'Bazaar Day',
    author: 'Parida Ghopur',
    period: '2011',
    material: 'Archival inkjet print',
    size: 'Height 60 cm, width 90 cm',
    origin: 'Kashgar',
    acquisition: 'Purchased 2012',
    text: [
      'Early on bazaar day the lane is still quiet, and the sun has only just reached the wall on one side. She likes, the photographer says, to photograph the moment "before the bustle begins".',
    ],
  },
  'TSM-SY-0005': {
    name: 'Dunes · One',
    author: 'Zheng Mo',
    period: '2016',
    material: 'Archival inkjet print',
    size: 'Height 100 cm, width 150 cm',
    origin: 'Taklamakan Desert',
    acquisition: 'Purchased 2017',
    text: [
      'In raking backlight the crest of the dune is sharply drawn, and ripples blown by the wind cover its sunlit face. In the Dunes series the photographer deliberately removes every point of reference beyond the horizon, bringing the picture close to abstraction.',
    ],
  },
};

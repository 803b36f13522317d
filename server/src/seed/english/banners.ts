/** The demo carousel slides in English, keyed by their Chinese title (server/src/seed/content/banners.ts). */
export interface BannerEnglish {
  title: string;
  subtitle: string;
}

export const BANNERS_EN: Record<string, BannerEnglish> = {
  // The home page's slides.
  天山画卷: {
    title: 'Tianshan Panorama',
    subtitle: 'Seventy Years of Oil Painting in Xinjiang · Tianshan Hall, 2F · Now on',
  },
  经纬之间: {
    title: 'Between Warp and Weft',
    subtitle: 'Atlas Silk and the Textile Arts of Xinjiang · Live loom demonstrations · Booking required',
  },
  青花与青瓷: {
    title: 'Blue-and-White and Celadon',
    subtitle: 'Chinese Porcelain on the Silk Road · Opening soon',
  },
  丝路遗珍: {
    title: 'Treasures of the Silk Road',
    subtitle: 'Art of the Western Regions from the collection · Free guided tours daily at 11:00 and 15:00',
  },
  // The collection page's slides.
  馆藏精品: {
    title: 'Collection Highlights',
    subtitle: 'Painting, calligraphy, ceramics, sculpture and textiles: zoom in on every detail',
  },
  艺术家名录: {
    title: 'Artists',
    subtitle: 'The artists whose lives and work are bound up with the Tianshan Art Museum',
  },
  藏品捐赠: {
    title: 'Give to the Collection',
    subtitle: 'Help us keep the memory of the art of the Silk Road',
  },
};

// One page of Japanese text and one image: the smallest honest stand-in for a page of the site.
import Head from 'next/head';

const paragraphs = [
  '海辺の町の高校に通う五人の少女が、ひとつのバンドを組んで初めての夏を迎える。放課後の音楽室、駅前のライブハウス、そして潮風の吹く防波堤。それぞれの場所で鳴らした音が、少しずつ重なってひとつの曲になっていく。',
  'ボーカルとギターを担当する少女は、幼いころに聴いた港の花火大会のステージが忘れられない。いつかあの場所で歌いたいという小さな夢は、転校生との出会いをきっかけに、思いがけない速さで動き出す。',
  '放送開始を記念して、キャストが出演するトークイベントやコラボカフェ、描き下ろしイラストを使用したグッズの販売など、さまざまな企画を予定しています。詳しい情報は順次お知らせしますので、どうぞお楽しみに。',
  '第一話では、軽音楽部の部室で埃をかぶっていたアンプを五人が運び出し、夕暮れの屋上で初めて音を合わせる。ぎこちないリズムと外れたコード、それでも笑い合う姿に、これから始まる物語の予感が詰まっている。',
  'オープニングテーマは五人のバンドが歌う疾走感のあるロックナンバー、エンディングテーマは夜の海を思わせる穏やかなバラード。どちらも放送に先がけて配信が始まり、シングルは十月に発売されます。',
];

export default function Home() {
  return (
    <>
      <Head>
        <title>ベースライン | そらいろアンサンブル</title>
        <meta name="description" content="Next.js の静的エクスポートだけで作った、比較用の最小ページです。" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </Head>
      <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '1rem', lineHeight: 1.8, fontFamily: 'sans-serif' }}>
        <h1>海が鳴ったら、それがはじまりの合図。</h1>
        <img
          src="/hero.webp"
          alt="夕暮れの海と空を描いたイメージ画像"
          width={800}
          height={450}
          style={{ width: '100%', height: 'auto' }}
          fetchPriority="high"
        />
        {paragraphs.map((text) => (
          <p key={text.slice(0, 12)}>{text}</p>
        ))}
      </main>
    </>
  );
}

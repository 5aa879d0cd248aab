#include "catalog.h"
#include "catalogcache.h"
#include "catalogloader.h"
#include "catalogoutput.h"
#include "smalltmpfs.h"
#include "testcatalog.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

#include <thread>
#include <vector>

#include <utime.h>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

const QString kData = QStringLiteral(GP_TEST_DATA_DIR);

QString amount(const std::optional<Money>& m)
{
    return m ? QString::number(m->micros()) + u' ' + m->currency() : u"-"_s;
}

qint64 firstPrice(const CatalogFragment& f)
{
    return f.instances[0].offers[0].onDemandHourly->amount.micros();
}

// Everything a fragment says, as text: every instance with its offers, reservations and sources, every GPU,
// the provider, the file's sources and its issues.
QString describe(const CatalogFragment& f)
{
    // The GPU tables the fixtures refer to, then the fragment.
    Catalog c;
    for (const QString& gpus : {u"/snapshot/gpus.json"_s, u"/fixture/gpus.json"_s})
        c.addFragment(CatalogLoader::loadFile(kData + gpus));
    c.addFragment(f);
    QStringList out{f.file, QString::number(f.readable), QString::number(f.imported)};
    for (const Gpu& g : f.gpus)
        out << QString::fromStdString(gpuToJson(g).dump());
    if (f.provider)
        out << f.provider->id + u'|' + f.provider->name + u'|' + f.provider->currency;
    QStringList sourceIds = f.sources.keys();
    sourceIds.sort();
    for (const QString& id : sourceIds)
        out << id + u'=' + QString::fromStdString(sourceToJson(f.sources.value(id)).dump());
    for (const InstanceType& t : f.instances) {
        if (c.gpu(t.gpuId))
            out << QString::fromStdString(instanceToJson(t, c).dump());
        out << t.id() + u'|' + t.family + u'|' + t.gpuId + u'|' + QString::number(t.gpuCount) + u'|' +
                   QString::number(t.offers.size()) + u'|' + t.notes;
        out << t.origin.file + u'|' + t.origin.path + u'|' + QString::number(t.imported) + u'|' +
                   QString::number(t.gpuAssumed) + u'|' + t.retired.toString(Qt::ISODate) + u'|' +
                   t.localStorage + u"|"_s + QString::number(t.nvlinkDomainGpus);
        for (const Offer& o : t.offers) {
            for (const Source* s : o.priceSources())
                out << s->id + u'|' + s->title + u'|' + s->url + u'|' + s->notes + u'|' +
                           s->asOf.toString(Qt::ISODate) + u'|' + QString::number(s->undated);
            for (const ReservedPrice& r : o.reserved)
                out << QString::number(r.termYears) + u'|' + paymentOptionKey(r.payment) + u'|' +
                           amount(r.upfront) + u'|' + amount(r.hourly) + u'|' +
                           amount(r.publishedEffectiveHourly);
        }
    }
    for (const Issue& i : f.issues)
        out << QString::number(int(i.severity)) + u'|' + QString::number(int(i.error.code)) + u'|' +
                   i.error.toString();
    return out.join(u'\n');
}

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList cacheEntries(const QString& folder, const QString& pattern)
{
    return QDir(folder).entryList({pattern}, QDir::Files);
}

// Sets a file's modification time to one fixed moment, as `cp -p` or `touch -d` do.
// A clock three seconds ahead: files written now look old enough to be recorded by their stat.
qint64 threeSecondsAhead()
{
    return QDateTime::currentSecsSinceEpoch() + 3;
}

void setModified(const QString& path)
{
    const time_t past = 1'700'000'000;
    const utimbuf times{past, past};
    QVERIFY(::utime(QFile::encodeName(path).constData(), &times) == 0);
}

} // namespace

class TestCatalogCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripKeepsEveryField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("every field, issues, import") << kData + u"/cache/every-field.json"_s;
        for (const QString& dir : {u"snapshot"_s, u"fixture"_s}) {
            for (const QString& name : QDir(kData + u'/' + dir).entryList({u"*.json"_s}, QDir::Files))
                QTest::newRow(qPrintable(dir + u'/' + name)) << kData + u'/' + dir + u'/' + name;
        }
        // Files with mistakes: their issues must come back from the compiled form word for word.
        for (const QString& name : QDir(kData + u"/bad/catalog"_s).entryList({u"*.json"_s}, QDir::Files))
            QTest::newRow(qPrintable(u"bad/"_s + name)) << kData + u"/bad/catalog/"_s + name;
    }
    void roundTripKeepsEveryField()
    {
        QFETCH(QString, path);
        const CatalogFragment loaded = CatalogLoader::loadFile(path);
        const std::optional<CatalogFragment> back =
            CatalogCache::deserialize(CatalogCache::serialize(loaded));
        QVERIFY(back);
        QCOMPARE(describe(*back), describe(loaded));
    }

    void everyFieldFixtureHasWhatItClaims()
    {
        // Guards the fixture above: were a field absent, the round trip would not test it.
        const CatalogFragment f = CatalogLoader::loadFile(kData + u"/cache/every-field.json"_s);
        QVERIFY(f.imported);
        QCOMPARE(f.instances.size(), 2);
        const InstanceType& big = f.instances[0];
        QVERIFY(big.gpuAssumed);
        QCOMPARE(big.nvlinkDomainGpus, 72);
        QVERIFY(f.instances[1].retired.isValid());
        const Offer& o = big.offers[0];
        QVERIFY(o.monthly && o.spot && o.onDemandHourly);
        QCOMPARE(o.spot->interruption, u"5-10%"_s);
        QCOMPARE(o.reserved.size(), 4);
        QVERIFY(o.monthly->source->undated);
        QVERIFY(!f.issues.isEmpty());
        QVERIFY(f.gpus[0].sparseTflops(Precision::FP8));
        QCOMPARE(f.gpus[0].roles, int(RoleInference | RoleGraphics));
    }

    void pricesShareTheirSource()
    {
        const CatalogFragment loaded = CatalogLoader::loadFile(kData + u"/cache/every-field.json"_s);
        const std::optional<CatalogFragment> back =
            CatalogCache::deserialize(CatalogCache::serialize(loaded));
        QVERIFY(back);
        for (const CatalogFragment* f : {&loaded, &*back}) {
            const Offer& us = f->instances[0].offers[0];
            const Offer& eu = f->instances[0].offers[1];
            // Both on-demand prices name "list": one Source object, not two copies.
            QCOMPARE(&*us.onDemandHourly->source, &*eu.onDemandHourly->source);
            QCOMPARE(&*us.monthly->source, &*us.reserved[3].source); // both "undated"
            QVERIFY(&*us.onDemandHourly->source != &*us.monthly->source);
        }
    }

    void damagedBytesAreRefused_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addColumn<int>("flip");
        const int size = int(
            CatalogCache::serialize(CatalogLoader::loadFile(kData + u"/cache/every-field.json"_s)).size());
        QTest::newRow("empty") << 0 << -1;
        QTest::newRow("magic only") << 8 << -1;
        QTest::newRow("half") << size / 2 << -1;
        QTest::newRow("trailer missing") << size - 4 << -1;
        QTest::newRow("one byte short") << size - 1 << -1;
        QTest::newRow("format version") << size << 8;
        QTest::newRow("string count") << size << 15;
        QTest::newRow("trailer") << size << size - 1;
    }
    void damagedBytesAreRefused()
    {
        QFETCH(int, cut);
        QFETCH(int, flip);
        QByteArray bytes =
            CatalogCache::serialize(CatalogLoader::loadFile(kData + u"/cache/every-field.json"_s));
        bytes.truncate(cut);
        if (flip >= 0)
            bytes[flip] = char(bytes[flip] ^ 0x5a);
        QVERIFY(!CatalogCache::deserialize(bytes));
    }

    void randomDamageNeverCrashes()
    {
        const QByteArray good =
            CatalogCache::serialize(CatalogLoader::loadFile(kData + u"/cache/every-field.json"_s));
        QRandomGenerator rng(1234);
        int refused = 0;
        for (int i = 0; i < 2000; ++i) {
            QByteArray bytes = good;
            const int flips = 1 + int(rng.bounded(4));
            for (int k = 0; k < flips; ++k)
                bytes[int(rng.bounded(good.size()))] = char(rng.bounded(256));
            const auto back = CatalogCache::deserialize(bytes);
            refused += back ? 0 : 1;
        }
        // Most damage is caught by a bound or the trailer; what is not is a well-formed fragment that
        // still has to load (this loop would crash under the sanitizers otherwise).
        QVERIFY(refused > 0);
    }

    void secondLoadComesFromTheCompiledForm()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.json"_s);
        QVERIFY(QFile::copy(kData + u"/cache/every-field.json"_s, file));
        const CatalogCache cache(dir.filePath(u"cache"_s));
        const CatalogFragment first = cache.loadFile(file);
        QCOMPARE(cacheEntries(cache.folder(), u"*.gpcf"_s).size(), 1);
        const QString compiled = cache.folder() + u'/' + cacheEntries(cache.folder(), u"*.gpcf"_s).front();

        // A compiled form that says something else is what the second load returns: it is read, not
        // the JSON (the key is the content's, so only a forged file could differ).
        CatalogFragment forged = first;
        forged.instances[0].offers[0].notes = u"from the compiled form"_s;
        QFile out(compiled);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(CatalogCache::seal(CatalogCache::serialize(forged),
                                     QFileInfo(compiled).completeBaseName().toLatin1()));
        out.close();
        QCOMPARE(cache.loadFile(file).instances[0].offers[0].notes, u"from the compiled form"_s);
        QCOMPARE(describe(cache.loadFile(file)), describe(forged));
    }

    void changedFileIsCompiledAgain()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.json"_s);
        QByteArray text = [] {
            QFile f(kData + u"/cache/every-field.json"_s);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        const auto write = [&](const QByteArray& bytes) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        write(text);
        setModified(file);
        // The change time cannot be set back; a record is only trusted for a file unchanged for two seconds,
        // so the cache's clock runs three seconds ahead of the files' times.
        qint64 ahead = 3;
        const CatalogCache cache(dir.filePath(u"cache"_s),
                                 [&ahead] { return QDateTime::currentSecsSinceEpoch() + ahead; });
        QCOMPARE(firstPrice(cache.loadFile(file)), 98320000);
        QCOMPARE(cacheEntries(cache.folder(), u"*.stat"_s).size(), 1);
        QCOMPARE(firstPrice(cache.loadFile(file)), 98320000);

        // The same size and modification time, other bytes, written just now: the change time still tells.
        ahead = 0;
        text.replace("98.32", "97.32");
        write(text);
        setModified(file);
        QCOMPARE(firstPrice(cache.loadFile(file)), 97320000);
        QCOMPARE(cacheEntries(cache.folder(), u"*.gpcf"_s).size(), 2);
        QCOMPARE(cacheEntries(cache.folder(), u"*.stat"_s).size(), 1); // too new to record

        text.replace("97.32", "96.32");
        write(text);
        QCOMPARE(firstPrice(cache.loadFile(file)), 96320000);
        QCOMPARE(cacheEntries(cache.folder(), u"*.gpcf"_s).size(), 3);
    }

    void foreignStatRecordIsIgnored()
    {
        // A record naming something other than a compiled file's key is not followed out of the folder.
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.json"_s);
        QVERIFY(QFile::copy(kData + u"/cache/every-field.json"_s, file));
        setModified(file);
        const CatalogCache cache(dir.filePath(u"cache"_s), threeSecondsAhead);
        const QString expected = describe(cache.loadFile(file));
        const QStringList records = cacheEntries(cache.folder(), u"*.stat"_s);
        QCOMPARE(records.size(), 1);
        // "../" and 61 letters: exactly a key's length, naming a compiled file beside the cache folder.
        const QString decoyName = QString(61, u'd');
        QFile decoy(dir.filePath(decoyName + u".gpcf"_s));
        QVERIFY(decoy.open(QIODevice::WriteOnly));
        CatalogFragment forged = CatalogLoader::loadFile(file);
        forged.instances[0].notes = u"followed the record"_s;
        decoy.write(CatalogCache::serialize(forged));
        decoy.close();
        QFile record(cache.folder() + u'/' + records.front());
        QVERIFY(record.open(QIODevice::WriteOnly | QIODevice::Truncate));
        record.write("../" + decoyName.toLatin1());
        record.close();
        QCOMPARE(describe(cache.loadFile(file)), expected);
    }

    void damagedCompiledFileIsReplaced()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.json"_s);
        QVERIFY(QFile::copy(kData + u"/cache/every-field.json"_s, file));
        const CatalogCache cache(dir.filePath(u"cache"_s));
        const QString expected = describe(cache.loadFile(file));
        const QString compiled = cache.folder() + u'/' + cacheEntries(cache.folder(), u"*.gpcf"_s).front();
        QVERIFY(QFile::resize(compiled, QFileInfo(compiled).size() / 2));
        QCOMPARE(describe(cache.loadFile(file)), expected);
        const QByteArray sealed = fileBytes(compiled);
        const auto body = CatalogCache::unseal(sealed, QFileInfo(compiled).completeBaseName().toLatin1());
        QVERIFY(body);
        const auto again = CatalogCache::deserialize(body->toByteArray());
        QVERIFY(again);
        QCOMPARE(describe(*again), expected);
    }

    // A compiled file proves itself: one changed byte (a price ten times lower, a flipped bit) or another
    // catalog's file swapped in under this one's name is refused, logged, and compiled again from the source.
    void changedOrSwappedCompiledFilesAreRecompiled()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(u"a.json"_s);
        QVERIFY(QFile::copy(kData + u"/cache/every-field.json"_s, a));
        const CatalogCache cache(dir.filePath(u"cache"_s));
        const QString expected = describe(cache.loadFile(a));
        const QString compiled = cache.folder() + u'/' + cacheEntries(cache.folder(), u"*.gpcf"_s).front();
        const QByteArray good = fileBytes(compiled);
        const QByteArray key = QFileInfo(compiled).completeBaseName().toLatin1();
        QVERIFY(CatalogCache::unseal(good, key));
        QVERIFY(!CatalogCache::unseal(good, QByteArray(key.size(), 'f'))); // another key: another catalog's
        for (qsizetype at : {qsizetype(20), good.size() / 2, good.size() - 1}) {
            QByteArray bad = good;
            bad[at] = char(bad[at] ^ 0x10);
            QVERIFY2(!CatalogCache::unseal(bad, key), qPrintable(QString::number(at)));
            QFile f(compiled);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bad);
            f.close();
            QCOMPARE(describe(cache.loadFile(a)), expected);
        }
    }

    // A FIFO in place of a compiled file or a record is never opened (it would wait for a writer forever):
    // the file is loaded from its source.
    void specialFilesInTheCacheAreNeverOpened()
    {
#ifdef Q_OS_UNIX
        QTemporaryDir dir;
        const QString file = dir.filePath(u"c.json"_s);
        QVERIFY(QFile::copy(kData + u"/cache/every-field.json"_s, file));
        const CatalogCache cache(dir.filePath(u"cache"_s));
        const QString expected = describe(cache.loadFile(file));
        for (const QString& name : cacheEntries(cache.folder(), u"*.gpcf"_s)) {
            const QString path = cache.folder() + u'/' + name;
            QVERIFY(QFile::remove(path));
            QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        }
        QCOMPARE(describe(cache.loadFile(file)), expected);
#else
        QSKIP("FIFOs are a Unix thing");
#endif
    }

    // A catalog of more files than MaxEntries keeps every one compiled: the second load compiles nothing.
    void manyFilesDoNotThrash()
    {
        QTemporaryDir dir;
        const QByteArray text = [] {
            QFile f(kData + u"/cache/every-field.json"_s);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        const int files = CatalogCache::MaxEntries + 6;
        QStringList paths;
        for (int i = 0; i < files; ++i) {
            paths << dir.filePath(u"f%1.json"_s.arg(i));
            QFile f(paths.back());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
            f.write("\n" + QByteArray(i, ' ')); // another content, another key
        }
        {
            const CatalogCache first(dir.filePath(u"cache"_s));
            for (const QString& p : paths)
                first.loadFile(p);
        }
        QCOMPARE(cacheEntries(dir.filePath(u"cache"_s), u"*.gpcf"_s).size(), files);
        const CatalogCache second(dir.filePath(u"cache"_s));
        for (const QString& p : paths)
            second.loadFile(p);
        QCOMPARE(cacheEntries(dir.filePath(u"cache"_s), u"*.gpcf"_s).size(), files);
    }

    void unreadableFilesAreNotCompiled_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("not JSON") << kData + u"/bad/catalog/binary.json"_s;
        QTest::newRow("missing") << u"/nonexistent/catalog.json"_s;
        QTest::newRow("a folder") << kData;
    }
    void unreadableFilesAreNotCompiled()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        const CatalogCache cache(dir.filePath(u"cache"_s));
        const CatalogFragment f = cache.loadFile(path);
        QCOMPARE(describe(f), describe(CatalogLoader::loadFile(path)));
        QVERIFY(!f.readable);
        QVERIFY(cacheEntries(cache.folder(), u"*"_s).isEmpty());
    }

    void unwritableCacheStillLoads()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(u"cache"_s)); // a file where the folder should be
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const CatalogCache cache(dir.filePath(u"cache"_s));
        const QString path = kData + u"/cache/every-field.json"_s;
        QCOMPARE(describe(cache.loadFile(path)), describe(CatalogLoader::loadFile(path)));
    }

    void fullDiskLeavesNoCompiledFile()
    {
        // A real full file system: the compiled form does not fit, the catalog still loads and no partial
        // compiled file stays behind to be read later.
        const SmallTmpfs mount(u"64k"_s);
        if (const char* why = mount.skipReason())
            QSKIP(why);
        const CatalogCache cache(mount.filePath(u"cache"_s));
        QVERIFY(QDir().mkpath(cache.folder()));
        QVERIFY(mount.fill(1));
        const QString path = kData + u"/snapshot/aws.json"_s;
        const QString expected = describe(CatalogLoader::loadFile(path));
        QVERIFY(CatalogCache::serialize(CatalogLoader::loadFile(path)).size() > 4096);
        for (int run = 0; run < 2; ++run)
            QCOMPARE(describe(cache.loadFile(path)), expected);
        QCOMPARE(cacheEntries(cache.folder(), u"*"_s), QStringList());
    }

    void racingLoadsAgree()
    {
        // Four loaders compile one file into one cache at once (as several processes started together do):
        // each gets the whole catalog, and one whole compiled file is left.
        QTemporaryDir dir;
        const CatalogCache cache(dir.filePath(u"cache"_s));
        const QString path = kData + u"/snapshot/aws.json"_s;
        const QString expected = describe(CatalogLoader::loadFile(path));
        for (int round = 0; round < 3; ++round) {
            std::vector<CatalogFragment> got(4);
            std::vector<std::thread> threads;
            for (std::size_t i = 0; i < got.size(); ++i)
                threads.emplace_back([&, i] { got[i] = cache.loadFile(path); });
            for (std::thread& t : threads)
                t.join();
            for (const CatalogFragment& f : got)
                QCOMPARE(describe(f), expected);
        }
        const QStringList compiled = cacheEntries(cache.folder(), u"*.gpcf"_s);
        QCOMPARE(compiled.size(), 1);
        QFile f(cache.folder() + u'/' + compiled.front());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray sealed = f.readAll();
        const auto body = CatalogCache::unseal(sealed, QFileInfo(f.fileName()).completeBaseName().toLatin1());
        QVERIFY(body);
        QVERIFY(CatalogCache::deserialize(body->toByteArray()));
    }

    void cacheIsBounded()
    {
        QTemporaryDir dir;
        const CatalogCache cache(dir.filePath(u"cache"_s));
        QByteArray text = [] {
            QFile f(kData + u"/cache/every-field.json"_s);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        // One file edited again and again: each version compiles anew, the old ones go.
        const QString file = dir.filePath(u"c.json"_s);
        for (int i = 0; i < CatalogCache::MaxEntries + 10; ++i) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(text).replace("instance note", "note " + QByteArray::number(i)));
            f.close();
            cache.loadFile(file);
        }
        QVERIFY(cacheEntries(cache.folder(), u"*"_s).size() <= CatalogCache::MaxEntries + 2);
    }

    void catalogLoadIsTheSameWithTheCache()
    {
        QTemporaryDir dir;
        CatalogLoadOptions options =
            onlyTheseFiles({kData + u"/snapshot"_s, kData + u"/cache/every-field.json"_s});
        const auto listing = [](const CatalogLoadOptions& o, IssueList& issues) {
            const Catalog c = Catalog::load(o, issues);
            QStringList rows;
            for (const OfferRow& r : c.rows())
                rows << QString::fromStdString(offerRowToJson(r, c).dump());
            return rows.join(u'\n');
        };
        IssueList plainIssues;
        const QString plain = listing(options, plainIssues);
        options.cacheFolder = dir.filePath(u"cache"_s);
        for (int run = 0; run < 2; ++run) { // compiling, then reading the compiled forms
            IssueList issues;
            QCOMPARE(listing(options, issues), plain);
            QCOMPARE(issues.size(), plainIssues.size());
            for (qsizetype i = 0; i < issues.size(); ++i)
                QCOMPARE(issues[i].toString(), plainIssues[i].toString());
        }
        QCOMPARE(cacheEntries(options.cacheFolder, u"*.gpcf"_s).size(), 8);
    }
};

QTEST_GUILESS_MAIN(TestCatalogCache)
#include "tst_catalogcache.moc"

#include "jsonparse.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestJsonParse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rejects_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("a missing comma names line and column")
            << QByteArray("{\n  \"a\": 1\n  \"b\": 2\n}") << 3 << 5 << QString() << u"JSON syntax error"_s;
        QTest::newRow("an empty file is an error")
            << QByteArray("  \n ") << 1 << 1 << QString() << u"file is empty"_s;
        QTest::newRow("a duplicate key names its path")
            << QByteArray("{\"x\": {\"a\": 1, \"a\": 2}}") << 0 << 0 << u"x.a"_s << u"duplicate key \"a\""_s;
        QTest::newRow("a duplicate key inside an array names the index")
            << QByteArray("{\"list\": [{}, {\"k\": 1, \"k\": 1}]}") << 0 << 0 << u"list[1].k"_s
            << u"duplicate key"_s;
        QTest::newRow("deep nesting stops at the limit") << (QByteArray(100, '[') + QByteArray(100, ']')) << 0
                                                         << 0 << QString() << u"nesting is deeper than 8"_s;
        QTest::newRow("invalid UTF-8 is a syntax error")
            << QByteArray("{\"a\": \"\xff\"}") << 1 << 8 << QString() << u"invalid"_s;
        QTest::newRow("NaN is not JSON")
            << QByteArray("{\"a\": NaN}") << 1 << 7 << QString() << u"syntax error"_s;
        QTest::newRow("a truncated file is an error")
            << QByteArray("{\"a\": [1, 2") << 1 << 12 << QString() << u"syntax error"_s;
        // The parser would stop at a NUL and ignore the rest: it is an error where it stands.
        QTest::newRow("text after a NUL byte is not ignored")
            << QByteArray("{\"a\": 1}\n\0{\"b\": 2}", 17) << 2 << 1 << QString() << u"a NUL byte"_s;
        // Windows' editors save "Unicode" as UTF-16: named, not a NUL byte or a syntax error.
        QTest::newRow("UTF-16LE with a byte-order mark")
            << QByteArray("\xff\xfe\x7b\x00\x22\x00\x61\x00\x22\x00\x3a\x00\x20\x00\x31\x00\x7d\x00", 18) << 1
            << 1 << QString() << u"UTF-16LE text, not UTF-8"_s;
        QTest::newRow("UTF-16BE without a mark")
            << QByteArray("\x00\x7b\x00\x22\x00\x61\x00\x22\x00\x3a\x00\x20\x00\x31\x00\x7d", 16) << 1 << 1
            << QString() << u"UTF-16BE text, not UTF-8"_s;
        QTest::newRow("a NUL byte inside a value")
            << QByteArray("{\"a\": \"x\0y\"}", 12) << 1 << 9 << QString() << u"a NUL byte"_s;
    }
    void rejects()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        const auto r = gp::parseJsonStrict(text, u"f.json"_s, gp::JsonParseOptions{8});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().file, u"f.json"_s);
        QVERIFY2(r.error().message.contains(fragment), qPrintable(r.error().message));
        QCOMPARE(r.error().line, line);
        QCOMPARE(r.error().column, column);
        if (!path.isEmpty())
            QCOMPARE(r.error().path, path);
    }

    void skipsAByteOrderMarkWithAWarning()
    {
        const auto r = gp::parseJsonStrict(QByteArray("\xEF\xBB\xBF{\"a\": 1}"), u"bom.json"_s);
        QVERIFY(r.ok());
        QCOMPARE(r.value().value["a"].get<int>(), 1);
        QCOMPARE(r.value().warnings.size(), 1);
        QVERIFY(r.value().warnings.front().error.message.contains(u"byte-order mark"_s));
    }

    void keepsEqualKeysInDifferentObjects()
    {
        const auto r =
            gp::parseJsonStrict(QByteArray("{\"a\": {\"k\": 1}, \"b\": {\"k\": 2}}"), u"ok.json"_s);
        QVERIFY(r.ok());
        QCOMPARE(r.value().value["b"]["k"].get<int>(), 2);
    }

    void quotesOddKeysInPaths()
    {
        QCOMPARE(gp::jsonPathKey(u"sources"_s, u"my source"_s), u"sources[\"my source\"]"_s);
        QCOMPARE(gp::jsonPathKey(QString(), u"gpus"_s), u"gpus"_s);
        QCOMPARE(gp::jsonPathIndex(u"gpus"_s, 3), u"gpus[3]"_s);
    }
};

QTEST_GUILESS_MAIN(TestJsonParse)
#include "tst_jsonparse.moc"

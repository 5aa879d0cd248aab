#include "texttable.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// Tables for terminals and CSV (core/output/texttable.h): text from plans and catalogs is shown, never run.
class TestTextTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void terminalSafe_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << u"H100 SXM5 80GB"_s << u"H100 SXM5 80GB"_s;
        QTest::newRow("Chinese") << u"按量计费"_s << u"按量计费"_s;
        QTest::newRow("escape sequence") << u"\x1b[31mred\x1b[0m"_s << u"\\x1b[31mred\\x1b[0m"_s;
        QTest::newRow("NUL") << QString(u"a\0b"_s) << u"a\\x00b"_s;
        QTest::newRow("bell, tab, newline, CR") << u"\a\t\n\r"_s << u"\\x07\\x09\\x0a\\x0d"_s;
        QTest::newRow("DEL and C1 CSI") << u"\x7f\u009b"_s << u"\\x7f\\x9b"_s;
        QTest::newRow("right-to-left override") << u"abc\u202Efed"_s << u"abc\\u202efed"_s;
        QTest::newRow("isolates and marks")
            << u"\u2066\u2069\u200F\u061C"_s << u"\\u2066\\u2069\\u200f\\u061c"_s;
        QTest::newRow("line separator") << u"a\u2028b"_s << u"a\\u2028b"_s;
    }
    void terminalSafe()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(gp::terminalSafe(text), shown);
    }

    void tablesPrintCellsEscaped()
    {
        TextTable t;
        t.headers = {u"Name"_s, u"Phase"_s};
        t.rows << QStringList{u"\x1b[2Jx"_s, u"\u202Eevil"_s};
        const QString text = t.toText();
        QVERIFY(!text.contains(QChar(0x1b)));
        QVERIFY(!text.contains(QChar(0x202e)));
        QVERIFY(text.contains(u"\\x1b[2Jx"_s));
        QVERIFY(text.contains(u"\\u202eevil"_s));
    }

    void csvField_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("field");
        QTest::newRow("plain") << u"abc"_s << u"abc"_s;
        QTest::newRow("comma") << u"a,b"_s << u"\"a,b\""_s;
        QTest::newRow("quote") << u"a\"b"_s << u"\"a\"\"b\""_s;
        QTest::newRow("formula =") << u"=1+2"_s << u"'=1+2"_s;
        QTest::newRow("formula +") << u"+cmd"_s << u"'+cmd"_s;
        QTest::newRow("formula -") << u"-cmd"_s << u"'-cmd"_s;
        QTest::newRow("formula @") << u"@SUM(A1)"_s << u"'@SUM(A1)"_s;
        QTest::newRow("leading tab") << u"\t=HYPERLINK(1)"_s << u"'\t=HYPERLINK(1)"_s;
        QTest::newRow("leading CR") << u"\r=1"_s << u"\"'\r=1\""_s;
        QTest::newRow("negative number stays") << u"-12.5"_s << u"-12.5"_s;
    }
    void csvField()
    {
        QFETCH(QString, value);
        QFETCH(QString, field);
        QCOMPARE(gp::csvField(value), field);
    }
};

QTEST_GUILESS_MAIN(TestTextTable)
#include "tst_texttable.moc"

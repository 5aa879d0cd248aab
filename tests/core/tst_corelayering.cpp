#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

// core/ links Qt6::Core only: no file under core/ may include a QtGui, QtWidgets (or other GUI module)
// header.
class TestCoreLayering : public QObject
{
    Q_OBJECT

private:
    static QStringList offendingIncludes(const QString& text)
    {
        static const QRegularExpression include(u"^\\s*#\\s*include\\s*[<\"]([^>\"]+)[>\"]"_s,
                                                QRegularExpression::MultilineOption);
        static const QRegularExpression guiModule(
            u"^(QtGui|QtWidgets|QtCharts|QtSvg|QtPrintSupport|QtSvgWidgets|QtOpenGL|QtQuick)(/|$)"_s);
        static const QStringList guiClasses{
            u"QApplication"_s, u"QGuiApplication"_s, u"QWidget"_s,      u"QMainWindow"_s,
            u"QColor"_s,       u"QFont"_s,           u"QFontMetrics"_s, u"QImage"_s,
            u"QPixmap"_s,      u"QIcon"_s,           u"QPainter"_s,     u"QPalette"_s,
            u"QPdfWriter"_s,   u"QTextDocument"_s,   u"QClipboard"_s,   u"QStandardItemModel"_s,
            u"QAction"_s,      u"QUndoStack"_s,      u"QChart"_s,       u"QPrinter"_s};
        QStringList bad;
        auto it = include.globalMatch(text);
        while (it.hasNext()) {
            const QString header = it.next().captured(1);
            if (guiModule.match(header).hasMatch() || guiClasses.contains(header))
                bad << header;
        }
        return bad;
    }

private Q_SLOTS:
    void detectsGuiIncludes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("offences");
        QTest::newRow("a module-qualified QtGui header") << u"#include <QtGui/QColor>\n"_s << 1;
        QTest::newRow("a bare widget class header") << u"#  include <QWidget>\n"_s << 1;
        QTest::newRow("an application object") << u"#include \"QApplication\"\n"_s << 1;
        QTest::newRow("QtCore headers are fine") << u"#include <QString>\n#include <QtCore/QDate>\n"_s << 0;
        QTest::newRow("project headers are fine") << u"#include \"catalog.h\"\n"_s << 0;
    }
    void detectsGuiIncludes()
    {
        QFETCH(QString, text);
        QFETCH(int, offences);
        QCOMPARE(offendingIncludes(text).size(), offences);
    }

    void coreIncludesNoGuiHeaders()
    {
        const QString coreDir = QStringLiteral(GP_SOURCE_DIR) + u"/core"_s;
        QDirIterator it(coreDir, {u"*.h"_s, u"*.cpp"_s, u"*.hpp"_s, u"*.txt"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            ++files;
            if (path.endsWith(u"CMakeLists.txt"_s)) {
                static const QRegularExpression guiLink(u"Qt6::(Gui|Widgets|Charts|Svg|PrintSupport)"_s);
                QVERIFY2(!guiLink.match(text).hasMatch(), qPrintable(path + u" links a GUI module"_s));
                continue;
            }
            const QStringList bad = offendingIncludes(text);
            QVERIFY2(bad.isEmpty(), qPrintable(path + u": "_s + bad.join(u", "_s)));
        }
        QVERIFY(files > 10);
    }
};

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_corelayering.moc"

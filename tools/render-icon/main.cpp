// render-icon SVG SIZE OUT.png: the SVG drawn at SIZE x SIZE pixels on a transparent square, for the hicolor
// icon theme's PNG sizes (the build runs it; it needs no display).
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool ok = false;
    const int size = args.value(2).toInt(&ok);
    if (args.size() != 4 || !ok || size < 1 || size > 4096) {
        std::fprintf(stderr, "usage: render-icon SVG SIZE OUT.png (SIZE 1 to 4096)\n");
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "render-icon: %s: not a readable SVG file\n", qPrintable(args[1]));
        return 2;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        svg.render(&p, QRectF(0, 0, size, size));
    }
    if (!image.save(args[3], "PNG")) {
        std::fprintf(stderr, "render-icon: %s: cannot write the PNG file\n", qPrintable(args[3]));
        return 1;
    }
    return 0;
}
